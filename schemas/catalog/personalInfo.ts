import { MESSAGES } from '../messages';
import { RULES } from '../rules';
import { PATTERNS } from './patterns';
import type { TabCatalog } from './types';

/** Personal Information (tab primary_info), in display order. */
export const personalInfoCatalog: TabCatalog = {
  first_name: { title: 'First Name', widget: 'name', autocomplete: 'given-name', schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.firstName } },
  middle_name: { title: 'Middle Name', widget: 'name', autocomplete: 'additional-name', schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.middleName } },
  last_name: { title: 'Last Name', widget: 'name', autocomplete: 'family-name', schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.lastName } },
  weight: { title: 'Weight (lbs)', widget: 'weight', schema: { type: 'string', pattern: PATTERNS.weight }, messages: { pattern: MESSAGES.weight } },
  height_feet: { title: 'Height (feet)', widget: 'heightFeet', schema: { type: 'string', pattern: PATTERNS.heightFeet }, messages: { pattern: MESSAGES.heightFeet } },
  height_inch: { title: 'Height (inches)', widget: 'heightInch', schema: { type: 'string', pattern: PATTERNS.heightInch }, messages: { pattern: MESSAGES.heightInch } },
  gender: { title: 'Gender', widget: 'select', autocomplete: 'sex', schema: { type: 'string' }, choices: [{ value: '0', label: 'Male' }, { value: '1', label: 'Female' }, { value: '2', label: 'Others' }] },
  marital_status: { title: 'Marital Status', widget: 'select', schema: { type: 'string' }, choices: [{ value: '0', label: 'Single' }, { value: '1', label: 'Married' }, { value: '2', label: 'Divorced' }, { value: '3', label: 'Widowed' }] },
  ssn: { title: 'Social Security Number', widget: 'ssn', autocomplete: 'off', schema: { type: 'string', pattern: PATTERNS.ssn }, masked: PATTERNS.maskedSsn, messages: { pattern: MESSAGES.ssn } },
  birthdate: { title: 'Date of Birth', widget: 'date', autocomplete: 'bday', schema: { type: 'string', format: 'past-date' }, messages: { format: MESSAGES.pastDate } },
  ethnic_category: { title: 'Ethnic Group', widget: 'select', lookup: 'ethnic-category', schema: { type: 'string' } },
  ethnic_category_other_type: { title: 'Other Ethnic Group', widget: 'text', visibleWhen: { field: 'ethnic_category', equals: RULES.otherEthnicGroupId }, schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  prior_coverage_flag: { title: 'Prior Coverage', widget: 'radio', schema: { type: 'string' }, choices: [{ value: '0', label: 'No prior Health Coverage' }, { value: '1', label: 'Have had Insurance Carrier' }] },
  prior_carrier_name: { title: 'Insurance Carrier Name', widget: 'text', visibleWhen: { field: 'prior_coverage_flag', equals: '1' }, schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  prior_effective_date: { title: 'Effective Date', widget: 'date', visibleWhen: { field: 'prior_coverage_flag', equals: '1' }, schema: { type: 'string', format: 'mdy-date' }, messages: { format: MESSAGES.date } },
  prior_term_date: { title: 'Termination Date', widget: 'date', visibleWhen: { field: 'prior_coverage_flag', equals: '1' }, schema: { type: 'string', format: 'mdy-date' }, messages: { format: MESSAGES.date } },
};
