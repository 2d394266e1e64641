/**
 * Kysely table types of the API database. JSON columns are read as parsed values and
 * written as JSON text (pg would turn a JS array parameter into a PostgreSQL array).
 */
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { HealthQuestionLayout } from '../../schemas/catalog';
import type { Eprocess } from '../../schemas/enrollee';
import type { StaffRole } from '../../schemas/forms/staff';
import type { PortalRole } from '../../schemas/portalRoles';
import type { Language } from '../../schemas/i18n/language';

/** A jsonb column holding an object, nullable; written as JSON text. */
export type JsonObject = Record<string, unknown>;
type NullableJson = ColumnType<JsonObject | null, string | null, string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** The enrollment's own columns per tab, keyed as the wire names them (schemas/tabs.ts). */
export { TAB_COLUMNS, type TabColumn } from '../../schemas/tabs';

export interface EnrollmentsTable {
  id: string;
  portal_id: number;
  group_id: number | null;
  agent_id: number | null;
  member_id: number | null;
  eprocess: Eprocess;
  type: string;
  open_type: string | null;
  referral: string | null;
  filter_info: JSONColumnType<JsonObject>;
  effective_date: string | null;
  saved_tab: string;
  primary_info: NullableJson;
  contact_info: NullableJson;
  employer_info: NullableJson;
  benificiary_info: NullableJson;
  health_info: NullableJson;
  dependent_info: NullableJson;
  payment_info: NullableJson;
  review_info: NullableJson;
  aggrement_info: NullableJson;
  enroller_code: string | null;
  /** 'completed' once the enrollment was submitted: every save answers 409 from then on. */
  status: Generated<'open' | 'completed'>;
  completed_at: Date | null;
  /** The confirmation number (POL- and six digits), set on completion. */
  policy_id: string | null;
  /** An existing member's health answers were loaded from their enrollment and saved once. */
  health_track: Generated<boolean>;
  /** sessions.id_hash of the one session allowed to use this enrollment (null when none; cleared with the session). */
  session_hash: string | null;
  /** The process the visitor shopped under, kept at the first checkout (migration 022): Member Enrollment switches eprocess to applicant. */
  shop_eprocess: ColumnType<Eprocess | null, Eprocess | null | undefined, Eprocess | null>;
  /** The form versions this enrollment was first rendered with, by form and layer (migration 027; services/formDefinitions). */
  form_pins: ColumnType<JsonObject, string | undefined, string>;
  /** The language its applicant reads, for its mails and PDF (migration 034; 'en' until set). */
  language: ColumnType<Language, Language | undefined, Language>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An enrollments row as a query reads it (db/queries/enrollments.ts, and sessions.ts's lookup). */
export type Enrollment = Selectable<EnrollmentsTable>;

/** A rep's or group's landing page beside its name and contacts (migration 011; '' when none). */
type LandingText = ColumnType<string, string | undefined, string>;
interface LandingColumns { tagline: LandingText; bio: LandingText; logo: LandingText; image: LandingText; image_link: LandingText }

/** How a session came to a rep or group (migration 026): a landing, an access or enrollment code, a referral, a site. */
export type SessionEntryKind = 'rep_landing' | 'rep_code' | 'referral' | 'group_landing' | 'group_code' | 'group_site';

export interface Database {
  app_meta: { key: string; value: string };
  portals: {
    id: number; name: string; code: string;
    /** A publisher may not publish a draft they authored alone on this portal (migration 029; the admin API enforces it). */
    four_eyes: ColumnType<boolean, boolean | undefined, boolean>;
  };
  agents: { id: number; name: string; agent_code: string; email: string; phone: string; landing_url: string } & LandingColumns;
  groups: {
    id: number; name: string; code: string; landing_url: string; phone: string; address1: string; address2: string;
    city: string; state: string; zip: string; portal_id: number; agent_id: number | null; custom_domain: string | null;
    /** Where the local invoice service mails the group's invoices (migration 010). */
    contact_email: ColumnType<string | null, string | null | undefined, string | null>;
    /** Its enrollments must save an enroller code before leaving personal info (migration 032; rule data, schemas/rules.ts). */
    requires_enroller_code: ColumnType<boolean, boolean | undefined, boolean>;
  } & LandingColumns;
  /** The portals a rep sells on (migration 011). */
  agent_portals: { agent_id: number; portal_id: number };
  /** Referral links ?rid= (migration 011). */
  referrals: { id: number; agent_id: number | null; group_id: number | null; portal_id: number; valid: boolean; referrer_info: string };
  /** External partner sites: /external?site=<name> enrolls into this group on this portal (migration 015). */
  external_sites: { name: string; group_id: number; portal_id: number };
  /** One row per visitor of an enrollment's website link (track-elevate-traffic, migration 015). */
  site_visits: { enrollment_id: string; visitor_hash: string; visited_at: CreatedAt };
  members: {
    id: number; first_name: string; last_name: string; dob: string; gender: string; email: string; phone: string;
    policy_id: string; agent_id: number | null; group_id: number | null;
  };
  enrollments: EnrollmentsTable;
  continue_codes: {
    enrollment_id: string; code_hash: string; email: string;
    /** sha256 of the direct-link token mailed with this code (null only for codes issued before link tokens). */
    link_hash: string | null;
    expires_at: ColumnType<Date, Date | string, Date | string>; created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** Sessions the server issued: sha256 of the cookie's id, and when it was last used (idle expiry). */
  sessions: {
    id_hash: string; created_at: CreatedAt; last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
    /** Who signed in on this session (migration 012; null when nobody): role and agent, group or member id. */
    principal_role: ColumnType<PortalRole | null, PortalRole | null | undefined, PortalRole | null>;
    principal_ref: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /**
   * The ways in a session took (migration 026): a rep's (agent_id) or group's (group_id) landing,
   * code or site, or a referral (either or both); services/callerEntitlements.ts reads them.
   */
  session_entries: { session_hash: string; kind: SessionEntryKind; agent_id: number | null; group_id: number | null; created_at: CreatedAt };
  /** Portal sign-ins standing in for the external portals' hand-off (migration 012). */
  portal_accounts: { id: Generated<number>; email: string; role: PortalRole; ref_id: number; password_hash: string; created_at: CreatedAt };
  /** A member's plans and their status (migration 012). */
  member_policies: { member_id: number; plan_id: number; status: string; position: number };
  resume_attempts: { id: Generated<string>; kind: 'email' | 'ip'; key_hash: string; created_at: CreatedAt };
  form_tabs: { scope: Scope; scope_id: number; tab_name: string; position: number; required: boolean };
  form_fields: {
    scope: Scope; scope_id: number; tab: string; field_name: string; position: number; required: boolean; read_only: boolean;
    schema_hint: NullableJson;
  };
  /** Published form versions: immutable, one active per form and scope (migration 027). */
  form_versions: {
    id: Generated<string>; form: string; scope: Scope; scope_id: number; version: number; content: ColumnType<JsonObject, string, never>;
    reason: string; created_by: string; authored_by: ColumnType<string[], string[] | undefined, never>; created_at: CreatedAt;
    effective_at: ColumnType<Date, Date | string | undefined, never>; applies_in_flight: ColumnType<boolean, boolean | undefined, never>;
    rolled_back_to: ColumnType<number | null, number | null | undefined, never>;
  };
  /** The one draft per form and scope (migration 027); `revision` guards concurrent edits. */
  form_drafts: {
    form: string; scope: Scope; scope_id: number; content: ColumnType<JsonObject, string, string>; base_version: number | null;
    revision: ColumnType<number, number | undefined, number>; authored_by: ColumnType<string[], string[] | undefined, string[]>;
    updated_by: string; updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** A staff-added tab's values per enrollment, with the versions they were validated against (migration 031). */
  enrollment_tab_documents: {
    enrollment_id: string; tab: string; values: ColumnType<JsonObject, string, string>; form_version: ColumnType<JsonObject, string, string>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** Append-only audit of drafts, publishes, schedules and rollbacks (migration 027). */
  form_audit: {
    id: Generated<string>; at: CreatedAt; actor: string; action: string; form: string; scope: Scope; scope_id: number;
    version: number | null; diff: ColumnType<unknown[], string | undefined, never>; reason: string | null;
  };
  lookups: { list: string; value: string; name: string; position: number };
  enroller_codes: { id: Generated<number>; code: string; group_id: number | null };
  site_settings: { site_domain: string; key: string; value: string };
  outbox: {
    id: Generated<string>; to_address: string; subject: string; text_body: string; html_body: string; created_at: CreatedAt;
  };
  /** Files attached to an outbox mail (the enrollment copy of the receipt). */
  outbox_attachments: { id: Generated<string>; outbox_id: string; filename: string; content_type: string; content: Buffer };
  /** Product staff who sign in to the form studio (migration 029): e-mail unique in any case, scrypt hash, a non-empty set of roles. */
  staff_accounts: {
    id: Generated<number>; email: string; name: string; password_hash: string;
    roles: ColumnType<StaffRole[], StaffRole[], StaffRole[]>; created_at: CreatedAt;
  };
  /** Staff sessions (migration 029): sha256 of the staff cookie's token; idle and absolute limits on the database's clock. */
  staff_sessions: {
    token_hash: string; staff_id: number; created_at: CreatedAt; last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** One row per sent mail and limit key (sha256 of a session, caller address or recipient; migration 028). */
  mail_sends: { id: Generated<string>; key_hash: string; sent_at: CreatedAt };
  /** Invoices the local invoice service recorded: one per completed enrollment billed by list or statement. */
  invoices: {
    id: Generated<string>; invoice_number: string; enrollment_id: string; policy_id: string; group_id: number | null; effective_date: string;
    first_month_amount: ColumnType<string, string | number, string | number>; recurring_amount: ColumnType<string, string | number, string | number>;
    mailed_to: string | null; created_at: CreatedAt;
  };
  /** Agreement texts per scope, in display order (migration 008). */
  agreement_texts: {
    id: Generated<number>; scope: Scope; scope_id: number; position: number; text_head: string; text_body: string; text_required: string;
  };
  /** One signed agreement's evidence, never updated (migration 008). */
  agreement_evidence: {
    id: string; enrollment_id: string; verification_mode: string; signer_name: string; signer_code: string | null;
    signature_png: Buffer | null; signature_text: string | null;
    /** The texts as shown: the exact JSON text texts_sha256 is the hash of. */
    texts: string; texts_sha256: string; verification: ColumnType<JsonObject, string, never>;
    signed_at: CreatedAt; client_ip: string; user_agent: string;
  };
  /** Health questions per scope and audience, in display order (migration 006). */
  health_questions: {
    scope: Scope; scope_id: number; audience: HealthAudience; question_id: number; question_text: string; layout: HealthQuestionLayout; position: number;
  };
  /** An existing member's health info on file (the wire shape of save-primary-health-info), loaded once into a re-enrollment. */
  member_health_info: { member_id: number; health_info: JSONColumnType<JsonObject>; updated_at: ColumnType<Date, Date | string | undefined, Date | string> };
  /** The payment types a portal or group offers, the first the default (migration 009). */
  billing_methods: { scope: Scope; scope_id: number; position: number; method: string };
  /** The bill dates an EFT may draw on, one of them the default (28). */
  bill_dates: { day: number; is_default: boolean };
  /** A member's bank accounts on file: the number sealed, its last four apart (what a browser may see). */
  member_banks: {
    id: Generated<number>; member_id: number; account_name: string; bank_name: string; routing_number: string;
    account_number: string; account_last4: string; account_type: string; account_holder_type: string;
  };
  /** A member's cards on file: brand, last four and the payment-token service's token; never the number or security code. */
  member_cards: {
    id: Generated<number>; member_id: number; name_on_cc: string; card_brand: string; card_last4: string; card_token: string;
    expiration_month: string; expiration_year: string;
  };
  /** Beneficiaries a member has on file from an earlier enrollment (migration 005): `dob` as those records carry it, SSN sealed. */
  member_beneficiaries: {
    id: Generated<number>; member_id: number; position: number; first_name: string; middle_name: string | null; last_name: string;
    dob: string; relationship: string; ssn: string | null; beneficiary_percentage: number;
  };
  /** A member's dependents on file from an earlier enrollment (birthdate year-month-day, SSN sealed). */
  member_dependents: {
    id: Generated<number>; member_id: number; position: number; relationship: string; first_name: string; middle_name: string | null;
    last_name: string; birthdate: string; gender: string; ssn: string | null; weight: string | null; height_feet: string | null; height_inch: string | null;
  };
  /** The disclaimer shown under a form (the dependent item form's), resolved group over portal over default. */
  form_disclaimers: { scope: Scope; scope_id: number; tab: string; text: string };
  /** image: the home grid's picture of the category (migration 019). */
  plan_categories: { code: string; name: string; position: number; image: ColumnType<string, string | undefined, string> };
  plans: {
    id: number; name: string; category: string; carrier: string; plan_type: string; premier_carrier: boolean; requires_membership: boolean;
    /** numeric columns come back as strings ('3.00'). */
    admin_fee_percent: ColumnType<string, string | number, string | number>; one_time_fee: ColumnType<string, string | number, string | number>;
    /** What the storefront shows (migration 019): an SVG data URI, a one-line summary, the home's featured list; group_id null = every visitor. */
    logo: ColumnType<string, string | undefined, string>; short_text: ColumnType<string, string | undefined, string>;
    featured: ColumnType<boolean, boolean | undefined, boolean>; group_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** A life plan's face amount in dollars, null for other plans (migration 024): the quote's evidence-of-insurability note. */
    coverage_amount: ColumnType<number | null, number | null | undefined, number | null>;
    /** A rider's parent plan (plan_type 'rider'; migration 025): sold only with it; null for other plans. */
    rider_of: ColumnType<number | null, number | null | undefined, number | null>;
    /** The plan's category's place in the listing's order (migration 030): computed by the database, never written. */
    listing_rank: ColumnType<number, never, never>;
    /** The premier carrier asks the dependents' dates of birth before the add (migration 033; check-prudential-plan's depdob). */
    asks_dependent_dob: ColumnType<boolean, boolean | undefined, boolean>;
  };
  /** The Spanish (or another language's text) of a content text, keyed by its English (migration 035). */
  content_translations: {
    language: string; source_sha256: string; source: string; translation: string; updated_by: string;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** A carrier's status key (the plan's {hash} carrier flag) and whether it takes new applications now (migration 033; GET /{hash}). */
  carrier_statuses: { carrier: string; hash: string; accepting: ColumnType<boolean, boolean | undefined, boolean>; message: ColumnType<string, string | undefined, string> };
  /** The listed plans counted per listing category and group (group_key 0: every visitor), kept by a trigger (migration 030). */
  plan_listing_counts: { listing_rank: number; group_key: number; plans: number };
  /** A plan's detail texts (storefront.md section 3 "Plan detail"; migration 019). */
  plan_texts: {
    plan_id: number; header_text: string; body_text: string; blue_bar_text: string; association_text: string;
    exclusions_text_name: string; exclusions_text: string; example_text_name: string; example_text: string; faq_text_name: string; faq_text: string;
  };
  /** The premier plans' categories the quote asks for (get-plan-category; migration 019). */
  premier_categories: { code: string; name: string; position: number };
  /** Windows (inclusive dates) in which a plan cannot be added to a cart, with the text shown (migration 020). */
  plan_blackouts: { id: Generated<number>; plan_id: number; starts_on: string; ends_on: string; message: string };
  /** The plan offered after an add of a plan of this category (the accident-plan popup; migration 020). */
  plan_add_offers: { category: string; offered_plan_id: number };
  /** The plans offered to an applicant at checkout, in position order, with the popup's texts (migration 022). */
  upsell_offers: {
    plan_id: number; position: number; bundle_plan_id: number | null; pop_up_title: string; pop_up_header: string;
    pop_up_link: ColumnType<string, string | undefined, string>; pop_up_link_description: ColumnType<string, string | undefined, string>;
  };
  /** min_age/max_age (inclusive, 365.25-day years), state, smoker (1/0) and income: the row's band, null = any (migrations 016, 018). */
  plan_prices: {
    id: number; plan_id: number; tier: string | null; monthly_price: ColumnType<string, string | number, string | number>;
    min_age: ColumnType<number | null, number | null | undefined, number | null>; max_age: ColumnType<number | null, number | null | undefined, number | null>;
    state: ColumnType<string | null, string | null | undefined, string | null>; smoker: ColumnType<number | null, number | null | undefined, number | null>;
    /** Income band in dollars a year, inclusive (migration 018); numeric comes back as a string. */
    min_income: ColumnType<string | null, string | number | null | undefined, string | number | null>;
    max_income: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  };
  /** A plan's eligibility rules (migration 016); jsonb lists come back parsed, null = no limit. */
  plan_rules: {
    plan_id: number; excluded_states: ColumnType<string[], string | undefined, string>; allowed_tiers: ColumnType<string[] | null, string | null | undefined, string | null>;
    min_age: number | null; max_age: number | null; needs_tobacco: ColumnType<boolean, boolean | undefined, boolean>;
    min_annual_income: ColumnType<string | null, string | number | null | undefined, string | number | null>; min_weekly_hours: number | null;
    needs_dependents: ColumnType<boolean, boolean | undefined, boolean>; portal_ids: ColumnType<number[] | null, string | null | undefined, string | null>;
    met_zip_prefixes: ColumnType<string[] | null, string | null | undefined, string | null>; replaced_by: number | null;
    replace_tiers: ColumnType<string[] | null, string | null | undefined, string | null>; replace_states: ColumnType<string[] | null, string | null | undefined, string | null>;
    has_questions: ColumnType<boolean, boolean | undefined, boolean>;
  };
  /** A plan's health questions and their texts (migration 021): the decline and success messages of save-question-answers. */
  plan_question_sets: { plan_id: number; decline_message: string; success_message: string };
  plan_questions: { plan_id: number; question_id: number; position: number; question_text: string; question_sub_type: string; require_detail: boolean };
  /** option_group: 'A. Prior to age 60' etc. ('' = none); declines: a Yes with this option checked declines the plan. */
  plan_question_options: { plan_id: number; question_id: number; option_id: number; position: number; option_text: string; option_group: string; declines: boolean };
  /** Supplemental carrier questions; true_condition 1: the answer must be Yes. */
  carrier_questions: { plan_id: number; qid: number; position: number; question: string; true_condition: number };
  /** An enrollment's saved answers of a plan, per kind ('health' | 'carrier'), and whether they declined it. */
  plan_question_answers: {
    enrollment_id: string; plan_id: number; kind: string; answers: ColumnType<unknown[], string, string>; outcome: string;
    answered_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  cart_items: { enrollment_id: string; plan_id: number; pricing_id: number; position: number };
  /** The help widget's assistant script in order; `fields` is the JSON of its inputs, '[]' for the closing statement (migration 014). */
  assist_questions: { id: number; position: number; question: string; fields: string };
  /** A device's conversation with the help widget: a lead for its rep, and the position the location prompt sent (migration 014). */
  assist_leads: {
    device_id: string; agent_id: number | null; group_id: number | null; web_url: string; location: string | null;
    notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: CreatedAt; updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  /** A device's answer to one question of the script (replaced when the visitor edits it). */
  assist_answers: { device_id: string; question_id: number; answer: string; updated_at: ColumnType<Date, Date | string | undefined, Date | string> };
  form_schemas: { hash: string; schema: ColumnType<JsonObject, string, never>; created_at: CreatedAt };
  screenshots: {
    enrollment_id: string; name: string; image: Buffer; created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}

/** Whose health questions: the applicant's (primary) or a dependent's. */
export type HealthAudience = 'primary' | 'dependent';

/** Form definitions and tab lists resolve group over portal over default. */
export type Scope = 'default' | 'portal' | 'group';
