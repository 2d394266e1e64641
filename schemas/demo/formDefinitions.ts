/**
 * The demo world's form definitions (data): which fields each portal shows on the three
 * tabs of this slice, and whether each is required or read-only. The server seeds them into
 * the database (where product staff change them without a frontend release); stories and
 * tests render the same data.
 */
import type { FormTab, TabName } from '../tabs';

/** [field_name, required, read_only] in display order. */
export type FieldRow = readonly [string, boolean, boolean];

const personalCommon: FieldRow[] = [
  ['first_name', true, false], ['middle_name', false, false], ['last_name', true, false],
  ['gender', true, true], ['marital_status', true, false], ['ssn', true, false], ['birthdate', true, true],
  ['height_feet', true, false], ['height_inch', true, false],
  ['ethnic_category', false, false], ['ethnic_category_other_type', true, false],
  ['prior_coverage_flag', false, false], ['prior_carrier_name', true, false], ['prior_effective_date', true, false], ['prior_term_date', false, false],
];

const contactCommon: FieldRow[] = [
  ['email_address', true, false], ['phone_number', true, false], ['address1', true, false], ['address2', false, false],
  ['city', true, false], ['state', true, true], ['zip', true, true],
];

/** Portal 11 (Individual Direct): no weight, birth place optional. */
const portal11: Record<FormTab, FieldRow[]> = {
  primary_info: personalCommon,
  contact_info: [...contactCommon, ['birth_state', false, false], ['birth_city', false, false], ['with_validation', false, false]],
  employer_info: [
    ['name', true, false], ['phone', true, false], ['address1', true, false], ['city', true, false], ['state', true, false], ['zip', true, false],
    ['occupation', true, false], ['employment_start_date', true, false], ['employment_status', true, false],
    ['compensation_type', true, false], ['average_work_week', true, false], ['holiday_policy', true, false],
  ],
};

/** Portal 12 (Group Benefits): weight required, birth place required, the full employer form. */
const portal12: Record<FormTab, FieldRow[]> = {
  primary_info: [...personalCommon.slice(0, 7), ['weight', true, false], ...personalCommon.slice(7)],
  contact_info: [...contactCommon, ['birth_state', true, false], ['birth_city', true, false], ['with_validation', false, false]],
  employer_info: [
    ['name', true, false], ['phone', true, false], ['address1', true, false], ['address2', false, false], ['city', true, false],
    ['state', true, false], ['zip', true, false], ['with_validation', false, false], ['average_work_week', true, false],
    ['employment_start_date', true, false], ['occupation', true, false], ['compensation_type', true, false],
    ['employment_status', true, false], ['emp_industry', true, false], ['emp_num_employed', false, false],
    ['emp_vac_policy', false, false], ['emp_barg_unit', false, false], ['holiday_policy', true, false],
  ],
};

export const DEMO_FORM_DEFINITIONS: Record<number, Record<FormTab, FieldRow[]>> = { 11: portal11, 12: portal12 };

/** Wizard tabs per portal: [tab_name, order, required]. Review is last on both: its Next goes to the receipt. */
export const DEMO_TABS: Record<number, ReadonlyArray<readonly [TabName, number, boolean]>> = {
  11: [
    ['primary_info', 0, true], ['contact_info', 1, true], ['employer_info', 2, false], ['beneficiary_info', 3, true],
    ['primary_health_info', 4, true], ['dependent_info', 5, true], ['agreement_info', 6, true], ['billing_info', 7, true], ['review_info', 8, true],
  ],
  12: [
    ['primary_info', 0, true], ['contact_info', 1, true], ['employer_info', 2, true], ['beneficiary_info', 3, true],
    ['primary_health_info', 4, true], ['dependent_info', 5, true], ['agreement_info', 6, true], ['billing_info', 7, true], ['review_info', 8, true],
  ],
};
