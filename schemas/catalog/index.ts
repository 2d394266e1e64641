export { CATALOG, type FormName } from './formCatalogs';

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
