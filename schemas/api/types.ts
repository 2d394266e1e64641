/**
 * The API contract of this slice as TypeScript types, derived from the JSON Schemas of
 * schemas/api/*.ts (json-schema-to-ts's FromSchema), so a schema and its type cannot drift.
 * The server's routes get the same types from their schemas (Fastify's type provider); the
 * client's fetchers are typed from here. All paths are under /api/v1.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Choice, FieldDefinition } from '../catalog/types';
import type { Eprocess } from '../enrollee';
import type { emptyData, fieldErrorSchema } from './common';
import type { dynamicTabsData, tabRequiredData, tempInfoData } from './enrollment';
import type { formFieldsData, SaveTabBodySchema, saveTabData } from './forms';
import type { ethnicCategoryData, groupInfoData, optionListData, statesData } from './lookups';
import type { continueBody, continueData, keepAliveData, saveEnrollmentBody, saveEnrollmentData, saveScreenshotBody } from './resume';
import type { siteSettingsData } from './site';
import type { enrollCodeData, saveEnrollerCodeBody, validatorData } from './validators';

/** One field-level error: shown under the field named target_element (dotted path). */
export type FieldError = FromSchema<typeof fieldErrorSchema>;

/** The data of a success that says nothing more ({}). */
export type EmptyData = FromSchema<typeof emptyData>;

/** The envelope of every answer (errorEnvelopeSchema, successEnvelope). */
export type Envelope<T> = { status: 'success'; data: T } | { status: 'error'; data: FieldError[] };

/** GET /get-dynamic-tabs?enrollment_id -> data.result */
export type DynamicTabsData = FromSchema<typeof dynamicTabsData>;
export type DynamicTab = DynamicTabsData['result'][number];

/** GET /check-tab-required?enrollment_id&tab_name -> data.result.required */
export type TabRequiredData = FromSchema<typeof tabRequiredData>;

/** GET /get-enrollment-temp-info?enrollment_id&column -> data.result (the column's value or null) */
export type TempInfoData = FromSchema<typeof tempInfoData>;
export type { TempInfoColumn } from './enrollment';

/**
 * GET /get-form-fields-{personal,contact,employer}-info?enrollment_id -> data.result, data.validator
 * (hash of the form's schema). The wire schema types a definition's nested `fields` as open
 * objects (FromSchema follows no recursion), so `result` is the catalog's recursive
 * FieldDefinition; the server's handler proves FieldDefinition fits the wire schema (its return
 * type is checked against the derived one).
 */
export type FormFieldsData = Omit<FromSchema<typeof formFieldsData>, 'result'> & { result: FieldDefinition[] };

/** GET get-form-fields-messages -> the storefront's message overrides for the caller's portal, by message key (absent: none). */
export type SiteMessagesData = { messages?: Record<string, string>; message_translations?: { es?: Record<string, string> } };

/** GET get-form-fields-wizard-messages -> the wizard's message overrides for the bound enrollment, by message key (absent: none). */
export type WizardMessagesData = SiteMessagesData;

/**
 * POST /save-{personal,contact,employer}-info {enrollment_id, ...payload} -> data.saved_tab. The
 * payload's fields come from the catalog at run time, so the body is enrollment_id plus an open
 * object (schemas/api/forms.ts SaveTabBodySchema).
 */
export type SaveTabBody = FromSchema<SaveTabBodySchema>;
export type SaveTabData = FromSchema<typeof saveTabData>;

/** Lookups: GET /get-ethnic-category, /get-states, and option lists -> data.result */
export type EthnicCategory = FromSchema<typeof ethnicCategoryData>['result'][number];
export type UsState = FromSchema<typeof statesData>['result'][number];
export type OptionItem = FromSchema<typeof optionListData>['result'][number];

/** GET /get-group-info?enrollment_id */
export type GroupInfoData = FromSchema<typeof groupInfoData>;

/** GET /check-enroll-code?enrollment_id (required and saved are our extension) */
export type EnrollCodeData = FromSchema<typeof enrollCodeData>;
/** POST /save-enroller-code {enrollment_id, enrollerCode} */
export type SaveEnrollerCodeBody = FromSchema<typeof saveEnrollerCodeBody>;

/** Validators: POST /validate-member-email {email}, GET /validate-phone-numverify?phone, POST /validate-email-neverbounce {email} */
export type ValidatorData = FromSchema<typeof validatorData>;

/**
 * POST /save-enrollment {enrollment_id, email, tab, data?}: stores the tab's data, mails a continue
 * code. The per-tab rules on `data` are built from the catalog at run time, so `data` is typed
 * as the open object tabDataSchema describes.
 */
export type SaveEnrollmentBody = FromSchema<typeof saveEnrollmentBody>;
/** save-enrollment's `data`: a tab's payload (strings, 0/1, objects, rows). */
export type TabData = NonNullable<SaveEnrollmentBody['data']>;
export type SaveEnrollmentData = FromSchema<typeof saveEnrollmentData>;

/** POST /continue-enrollment {code, email}; GET /direct-continue/{id}: binds this browser to the enrollment */
export type ContinueBody = FromSchema<typeof continueBody>;
export type ContinueData = FromSchema<typeof continueData>;

/** POST /save-screenshot {enrollment_id, name, image} */
export type SaveScreenshotBody = FromSchema<typeof saveScreenshotBody>;

/** POST /keep-session-alive -> data.expires_in */
export type KeepAliveData = FromSchema<typeof keepAliveData>;

/** GET /get-external-site-dynamic-information?site_domain (base64) -> data.result */
export type SiteSettingsData = FromSchema<typeof siteSettingsData>;
export type SiteSetting = SiteSettingsData['result'][number];

export type { Choice, Eprocess, FieldDefinition };

/**
 * Agreement & Signature: GET /get-agreement-texts (data.result, data.hash), GET
 * /get-form-fields-agreement-info (data.result), POST /save-agreement-info (schemas/api/agreement.ts).
 */
export type AgreementTextsData = FromSchema<typeof import('./agreement').agreementTextsData>;
export type AgreementText = AgreementTextsData['result'][number];
export type AgreementFieldsData = Omit<FromSchema<typeof import('./agreement').agreementFieldsData>, 'result' | 'added'> & {
  result: FieldDefinition[];
  added?: { result: FieldDefinition[]; validator: string };
};
export type SaveAgreementBody = FromSchema<typeof import('./agreement').saveAgreementBody>;
export type SaveAgreementData = FromSchema<typeof import('./agreement').saveAgreementData>;

/**
 * Health Questions (schemas/api/health.ts): GET /get-health-questions-primary-health-info
 * (data.result.codition_questions, data.result.medication_question, data.validator), GET
 * /get-existing-primary-health-info (data.result), POST /save-primary-health-info.
 */
export type HealthQuestionsData = FromSchema<typeof import('./health').healthQuestionsData>;
export type HealthQuestionSet = HealthQuestionsData['result'];
export type HealthQuestion = FromSchema<typeof import('./health').healthQuestionSchema>;
/** Health info in its wire shape (the save's body without enrollment_id; what health_info stores). */
export type HealthInfo = FromSchema<typeof import('./health').healthInfoSchema>;
export type ExistingHealthData = FromSchema<typeof import('./health').existingHealthData>;
export type SaveHealthBody = FromSchema<typeof import('./health').saveHealthBody>;
export type SaveHealthData = FromSchema<typeof import('./health').saveHealthData>;

/** GET /get-default-info (schemas/api/storefront.ts): the default site and the storefront's site configuration. */
export type DefaultInfoData = FromSchema<typeof import('./storefront').defaultInfoData>;
