/**
 * The forms the server defines field by field, by form name (schemas/catalog/index.ts re-exports
 * it). A module of its own so a reader of only these (src/session/storagePolicy.ts, in every
 * page's shell) does not take the health and plan-question catalogs the index also exports.
 */
import { beneficiaryInfoCatalog } from './beneficiaryInfo';
import { billingInfoCatalog } from './billingInfo';
import { contactInfoCatalog } from './contactInfo';
import { dependentInfoCatalog } from './dependentInfo';
import { employerInfoCatalog } from './employerInfo';
import { personalInfoCatalog } from './personalInfo';
import type { TabCatalog } from './types';

/** The field catalog of every server-defined form this product knows, by form name. */
export const CATALOG = {
  primary_info: personalInfoCatalog,
  contact_info: contactInfoCatalog,
  employer_info: employerInfoCatalog,
  beneficiary_info: beneficiaryInfoCatalog,
  billing_info: billingInfoCatalog,
  dependent_info: dependentInfoCatalog,
} satisfies Record<string, TabCatalog>;

/**
 * The forms the server defines field by field (get-form-fields-*): the wizard's form tabs and the
 * item forms of list steps (a beneficiary, a dependent). Add a form by adding its catalog above.
 */
export type FormName = keyof typeof CATALOG;
