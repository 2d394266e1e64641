/** Shared test data: the demo world's field definitions as the server sends them, and loaded lookups. */
import { buildTabForm, lookupChoices } from '../../../adapters';
import type { FormValues, LookupOptions, TabForm } from '../../../adapters';
import type { FieldDefinition } from '../../../schemas/catalog';
import { DEMO_FORM_DEFINITIONS } from '../../../schemas/demo/formDefinitions';
import type { FormTab } from '../../../schemas/tabs';

export const PORTALS = [11, 12] as const;

/** get-form-fields-* result of a demo portal's tab, with optional saved values. */
export function demoDefs(portal: number, tab: FormTab, values: Record<string, unknown> = {}): FieldDefinition[] {
  return DEMO_FORM_DEFINITIONS[portal][tab].map(([field_name, required, read_only]) => ({
    field_name, required, read_only, value: values[field_name] ?? null,
  }));
}

export const LOOKUPS: LookupOptions = {
  'ethnic-category': lookupChoices('ethnic-category', [{ id: 1, name: 'Asian' }, { id: 12, name: 'Other' }]),
  states: lookupChoices('states', [{ abbrev: 'IL', name: 'Illinois' }, { abbrev: 'NY', name: 'New York' }]),
  'average-work-week': lookupChoices('average-work-week', [{ value: '40', name: '40 hours' }]),
  'employment-status': lookupChoices('employment-status', [{ value: 'A', name: 'Active' }, { value: 'C', name: 'COBRA' }, { value: 'R', name: 'Retired' }]),
  'compensation-types': lookupChoices('compensation-types', [{ value: 'Salary', name: 'Salary' }, { value: 'G20', name: 'G20' }]),
  'vacation-policy': lookupChoices('vacation-policy', [{ value: 'V2', name: '2 weeks' }]),
  'bargaining-unit': lookupChoices('bargaining-unit', [{ value: 'N', name: 'None' }]),
  'holiday-policy': lookupChoices('holiday-policy', [
    { value: 'Standard_6', name: 'Standard 6' }, { value: 'Presendents_Day', name: "Presidents' Day" },
    { value: 'Columbus_Day', name: 'Columbus Day' }, { value: 'Religious_Days', name: 'Religious Days' },
    { value: 'Birthday', name: 'Birthday' }, { value: 'Floating_Day', name: 'Floating Day' },
  ]),
};

export function demoForm(portal: number, tab: FormTab, lookups: LookupOptions = LOOKUPS): TabForm {
  return buildTabForm(tab, demoDefs(portal, tab), lookups);
}

/** Values a user would type that pass every rule of each tab (read-only fields prefilled). */
export const VALID: Record<FormTab, FormValues> = {
  primary_info: {
    first_name: 'Dana', middle_name: '', last_name: "O'Neil", gender: '1', marital_status: '0', ssn: '123456789',
    birthdate: '06/15/1985', weight: '150', height_feet: '5', height_inch: '7', ethnic_category: '1',
    ethnic_category_other_type: '', prior_coverage_flag: '0', prior_carrier_name: '', prior_effective_date: '', prior_term_date: '',
  },
  contact_info: {
    email_address: 'dana@example.com', phone_number: '5552170100', address1: '100 Main St', address2: '', city: 'Springfield',
    state: 'IL', zip: '62701', birth_state: 'IL', birth_city: 'Springfield', with_validation: '1',
  },
  employer_info: {
    name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', address2: '', city: 'Springfield', state: 'IL',
    zip: '62701', with_validation: '0', average_work_week: '40', employment_start_date: '01/02/2020', occupation: 'Welder',
    compensation_type: 'Salary', employment_status: 'A', emp_industry: 'Manufacturing', emp_num_employed: '',
    emp_vac_policy: '', emp_barg_unit: '', holiday_policy: ['Standard_6'],
  },
};
