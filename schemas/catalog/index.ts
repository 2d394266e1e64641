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

export * from './types';
export { HOLIDAY_POLICY_KEYS } from './employerInfo';
export {
  conditionQuestionCatalog, HEALTH_LAYOUTS, HEALTH_QUESTION_LAYOUTS, HEALTH_TEXT_MAX, healthDetailCatalog, healthInfoCatalog,
  medicationQuestionCatalog, medicationRowCatalog, questionIdentity, yesNoFlag, type HealthQuestionLayout, type LayoutField,
} from './healthInfo';
export { carrierQuestionCatalog, carrierQuestionsCatalog } from './carrierQuestions';
export { PLAN_DETAIL_FIELDS, planDetailEntryCatalog, planHealthCatalog, planQuestionCatalog } from './planHealthQuestions';
export { EMAIL_MAX_LENGTH, isEmailAddress, LIMITS, PATTERNS } from './patterns';
export { CHOICE_WIDGETS, LOOKUP_NAMES, WIDGET_NAMES } from './names';
