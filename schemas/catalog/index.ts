import type { FormTab } from '../tabs';
import { contactInfoCatalog } from './contactInfo';
import { employerInfoCatalog } from './employerInfo';
import { personalInfoCatalog } from './personalInfo';
import type { TabCatalog } from './types';

/** The field catalog of every form tab this product knows. */
export const CATALOG: Record<FormTab, TabCatalog> = {
  primary_info: personalInfoCatalog,
  contact_info: contactInfoCatalog,
  employer_info: employerInfoCatalog,
};

export * from './types';
export { HOLIDAY_POLICY_KEYS } from './employerInfo';
export { PATTERNS } from './patterns';
