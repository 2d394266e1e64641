/**
 * The API contract of this slice as TypeScript types. The server's Fastify JSON Schemas
 * (schemas/api/*.ts) describe the same shapes; the client's fetchers are typed from here.
 * All paths are under /api/v1.
 */
import type { Choice, FieldDefinition } from '../catalog/types';
import type { SavedTab, TabName } from '../tabs';

/** One field-level error: shown under the field named target_element (dotted path). */
export interface FieldError { target_element: string; error_message: string }

export type Envelope<T> = { status: 'success'; data: T } | { status: 'error'; data: FieldError[] };

/** GET /get-dynamic-tabs?enrollment_id -> data.result */
export interface DynamicTab { tab_name: TabName; order: number; required: boolean }
export interface DynamicTabsData { result: DynamicTab[] }

/** GET /check-tab-required?enrollment_id&tab_name -> data.result.required */
export interface TabRequiredData { result: { required: boolean } }

/** GET /get-enrollment-temp-info?enrollment_id&column -> data.result (the column's value or null) */
export interface TempInfoData<T = unknown> { result: T }
export type TempInfoColumn =
  | 'primary_info' | 'contact_info' | 'employer_info' | 'benificiary_info' | 'health_info' | 'dependent_info'
  | 'payment_info' | 'review_info' | 'aggrement_info' | 'effective_date' | 'filter_info' | 'group_id' | 'eprocess' | 'type';

/** GET /get-form-fields-{personal,contact,employer}-info?enrollment_id -> data.result */
export interface FormFieldsData { result: FieldDefinition[] }

/** POST /save-{personal,contact,employer}-info -> data.saved_tab */
export interface SaveTabData { saved_tab: SavedTab }

/** Lookups: GET /get-ethnic-category, /get-states, and option lists -> data.result */
export interface EthnicCategory { id: number; name: string }
export interface UsState { abbrev: string; name: string }
export interface OptionItem { value: string; name: string }
export interface LookupData<T> { result: T[] }

/** GET /get-group-info?enrollment_id */
export interface GroupInfoData {
  general_info: { group_name: string; group_phone: string };
  address_information: { address1: string; city: string; state: string; zip: string };
}

/** GET /check-enroll-code?enrollment_id (required and saved are our extension) */
export interface EnrollCodeData { show_enroll_code: boolean; required: boolean; saved: boolean }
/** POST /save-enroller-code {enrollment_id, enrollerCode} */
export interface SaveEnrollerCodeBody { enrollment_id: string; enrollerCode: string }

/** Validators: POST /validate-member-email {email}, GET /validate-phone-numverify?phone, POST /validate-email-neverbounce {email} */
export interface ValidatorData { valid: boolean }

/** POST /save-enrollment {enrollment_id, email, tab, data?}: stores the tab's data, mails a continue code */
export interface SaveEnrollmentBody { enrollment_id: string; email: string; tab: SavedTab; data?: Record<string, unknown> }
export interface SaveEnrollmentData { message: string }

/** POST /continue-enrollment {code, email}; GET /direct-continue/{id}: binds this browser to the enrollment */
export interface ContinueData {
  enrollment_id: string;
  saved_tab: SavedTab;
  group_id: number | null;
  platform_group_id: number;
  agent_id: number | null;
  open_type: string | null;
  type: string;
  eprocess: 'rep' | 'group' | 'applicant';
}

/** POST /save-screenshot {enrollment_id, name, image} */
export interface SaveScreenshotBody { enrollment_id: string; name: string; image: string }

/** GET /get-external-site-dynamic-information?site_domain (base64) -> data.result */
export interface SiteSetting { key: string; value: string }
export interface SiteSettingsData { result: SiteSetting[] }

export type { Choice, FieldDefinition };
