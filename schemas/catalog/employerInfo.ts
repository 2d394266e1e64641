import { MESSAGES } from '../messages';
import { PATTERNS } from './patterns';
import type { TabCatalog } from './types';

/** Employer Information (tab employer_info), in display order. */
export const employerInfoCatalog: TabCatalog = {
  name: { title: 'Employer Name', widget: 'text', autocomplete: 'organization', schema: { type: 'string', pattern: PATTERNS.employerName }, messages: { pattern: MESSAGES.employerName } },
  phone: { title: 'Employer Phone', widget: 'phone', schema: { type: 'string', pattern: PATTERNS.phone }, messages: { pattern: MESSAGES.phone } },
  address1: { title: 'Address 1', widget: 'text', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  address2: { title: 'Address 2', widget: 'text', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  city: { title: 'City', widget: 'text', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  state: { title: 'State', widget: 'state', schema: { type: 'string', pattern: PATTERNS.state }, messages: { pattern: MESSAGES.text } },
  zip: { title: 'Zip', widget: 'zip', schema: { type: 'string', pattern: PATTERNS.zip }, messages: { pattern: MESSAGES.zip, required: MESSAGES.zip } },
  with_validation: { title: 'Validate the address with USPS', widget: 'checkbox', schema: { type: 'string', enum: ['0', '1'] } },
  average_work_week: { title: 'Average Work Week', widget: 'select', lookup: 'average-work-week', schema: { type: 'string' } },
  employment_start_date: { title: 'Employment Start Date', widget: 'date', schema: { type: 'string', format: 'mdy-date' }, messages: { format: MESSAGES.date } },
  occupation: { title: 'Occupation', widget: 'text', autocomplete: 'organization-title', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  compensation_type: { title: 'Compensation Type', widget: 'select', lookup: 'compensation-types', schema: { type: 'string' } },
  employment_status: { title: 'Employment Status', widget: 'select', lookup: 'employment-status', schema: { type: 'string' } },
  emp_industry: { title: 'Employer Industry', widget: 'text', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  emp_num_employed: { title: 'Number of Employees (count yourself as 1)', widget: 'number', schema: { type: 'string', pattern: PATTERNS.digits }, messages: { pattern: MESSAGES.number } },
  emp_vac_policy: { title: 'Vacation Policy', widget: 'select', lookup: 'vacation-policy', schema: { type: 'string' } },
  emp_barg_unit: { title: 'Bargaining Unit', widget: 'select', lookup: 'bargaining-unit', schema: { type: 'string' } },
  holiday_policy: { title: 'Holiday Policy', widget: 'checkboxGroup', lookup: 'holiday-policy', schema: { type: 'array', items: { type: 'string' }, uniqueItems: true, minItems: 1 }, messages: { minItems: MESSAGES.holidayPolicy, required: MESSAGES.holidayPolicy } },
};

/** Keys of the saved holiday_policy object (0/1 each), spelled as the wire format has them. */
export const HOLIDAY_POLICY_KEYS = ['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day'] as const;
