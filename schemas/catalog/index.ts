import type { FormTab } from '../tabs';
import { contactInfoCatalog } from './contactInfo';
import { employerInfoCatalog } from './employerInfo';
import { personalInfoCatalog } from './personalInfo';
import type { TabCatalog } from './types';

/** The field catalog of every server-defined form this product knows, by form name. */
export const CATALOG: Record<FormName, TabCatalog> = {
  primary_info: personalInfoCatalog,
  contact_info: contactInfoCatalog,
  employer_info: employerInfoCatalog,
};

/** The forms the server defines field by field (get-form-fields-*). */
export type FormName = FormTab;

export * from './types';
export { HOLIDAY_POLICY_KEYS } from './employerInfo';
export { EMAIL_MAX_LENGTH, isEmailAddress, LIMITS, PATTERNS } from './patterns';
