/**
 * Dependent Information on the server. Each dependent's primary_info is checked with the same
 * adapters the browser uses (the item form of the enrollment's portal: payloadToValues +
 * validateValues, errors at dependents.N.field), its optional health_info with the health
 * service against the dependents' questions (errors at dependents.N.health_info.<path>), the
 * list with domain/dependentRules for the enrollment's tier and cart. Decisions: the
 * interface sends birthdates MM/DD/YYYY and the column stores year-month-day (enrollment.md
 * section 3), converted here both ways; employed is always stored as '0'; empty or null
 * primary_info fields are stripped before a saved dependent is checked; every SSN is sealed, and
 * a masked one sent back keeps the SSN it stands for (services/keptSecrets.ts).
 */
import type { Kysely } from 'kysely';
import { overriddenMessage, payloadToValues, toPayload, validateValues, type Payload, type TabForm } from '../../adapters';
import { dependentContinueBlock, type DependentSetting } from '../../domain/dependentRules';
import { DEPENDENT_FORM, type DependentItem } from '../../schemas/api/dependents';
import type { FieldError, HealthInfo } from '../../schemas/api/types';
import { listMemberDependents } from '../db/queries/dependents';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import { ApiError, fieldError, unprocessable } from '../http';
import { cartOf, hasPremierPlan } from './cart';
import { takeCartReadAhead } from './cartReadAhead';
import type { FieldCipher } from './crypto';
import { healthQuestionsOf, prepareHealthInfo } from './health';
import type { Services } from './index';
import { holdsMask, keepSecrets, numbered, sameItem } from './keptSecrets';
import { openPayload, sealPayload } from './sealing';
import { loadTabForm } from './tabForms';

const ID = 'dependent_id';
const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** MM/DD/YYYY -> YYYY-MM-DD (anything else unchanged: the form's check reports it). */
export function storedDate(value: unknown): unknown {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? `${match[3]}-${match[1]}-${match[2]}` : value;
}

/** YYYY-MM-DD -> MM/DD/YYYY, as the interface shows it (anything else unchanged). */
export function shownDate(value: unknown): unknown {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** primary_info without empty or null fields (section 5), birthdate as the interface writes it. */
export function cleanPrimaryInfo(info: unknown): Payload {
  const entries = Object.entries(isObject(info) ? info : {}).filter(([, value]) => value !== null && value !== undefined && value !== '');
  const cleaned: Payload = Object.fromEntries(entries) as Payload;
  if (cleaned.birthdate !== undefined) cleaned.birthdate = shownDate(cleaned.birthdate) as Payload[string];
  return cleaned;
}

/** The dependent item form of the enrollment's portal (or group). */
export function dependentForm(db: Kysely<Database>, enrollment: Enrollment): Promise<TabForm> {
  return loadTabForm(db, enrollment, DEPENDENT_FORM);
}

/**
 * The tier and whether the cart holds the premier plan (the spouse answer is the browser's: null
 * here); the cart's plan types as read with the enrollment when the route's lookup read them
 * (save-dependent-info: services/cartReadAhead.ts), else read now.
 */
export async function dependentSetting(db: Kysely<Database>, enrollment: Enrollment): Promise<DependentSetting> {
  const tier = typeof enrollment.filter_info?.tier === 'string' ? enrollment.filter_info.tier : 'IO';
  const lines = takeCartReadAhead(enrollment) ?? (await cartOf(db, enrollment.id)).lines;
  return { tier, premier: hasPremierPlan(lines), spouse: null };
}

export interface CheckOptions {
  /** Save & Continue Later and the temporary store: formats only, no required fields, no list rules. */
  partial?: boolean;
  /** Put before every target (e.g. 'data.' for a draft, 'dependents.2.' for an item of a list). */
  at?: string;
}

/** What checking one dependent needs: its item form and, for its health answers, the dependents' questions. */
export interface DependentForms { form: TabForm; questions: () => ReturnType<typeof healthQuestionsOf> }

/** The item form and a lazy reader of the dependents' health questions. */
export async function dependentForms(db: Kysely<Database>, enrollment: Enrollment): Promise<DependentForms> {
  let questions: ReturnType<typeof healthQuestionsOf> | null = null;
  return { form: await dependentForm(db, enrollment), questions: () => (questions ??= healthQuestionsOf(db, enrollment, 'dependent')) };
}

/** One dependent: its field errors (targets prefixed) and what is stored of it (birthdate year-month-day, employed '0'). */
export async function checkDependent(forms: DependentForms, item: Partial<DependentItem>, options: CheckOptions = {}) {
  const at = options.at ?? '';
  const values = payloadToValues(forms.form, cleanPrimaryInfo(item.primary_info));
  const errors: FieldError[] = validateValues(forms.form, values, { partial: options.partial })
    .map((error) => fieldError(`${at}${error.target_element}`, error.error_message));
  const primary = toPayload(forms.form, values);
  if (primary.birthdate !== undefined) primary.birthdate = storedDate(primary.birthdate) as Payload[string];
  const stored: Payload = { primary_info: { ...primary, employed: '0' } };
  if (Number.isInteger(item.dependent_id)) stored.dependent_id = item.dependent_id as number;
  if (isObject(item.health_info)) {
    try {
      stored.health_info = prepareHealthInfo(await forms.questions(), item.health_info as unknown as HealthInfo, {
        partial: options.partial, prefix: `${at}health_info`,
      }) as unknown as Payload[string];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...error.errors);
    }
  }
  return { errors, stored };
}

/** Checks a list (every item, then the tier rules unless partial) and returns the column to store, SSNs sealed; 422 on any error. */
export async function prepareDependents(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, items: readonly unknown[], options: { partial?: boolean; prefix?: string } = {},
): Promise<JsonObject> {
  const forms = await dependentForms(db, enrollment);
  const prefix = options.prefix ?? '';
  const errors: FieldError[] = [];
  const stored: Payload[] = [];
  for (const [index, item] of (await withKeptSsns(db, services.cipher, enrollment, items)).entries()) {
    const checked = await checkDependent(forms, isObject(item) ? item : {}, { partial: options.partial, at: `${prefix}dependents.${index}.` });
    errors.push(...checked.errors);
    stored.push(checked.stored);
  }
  const reason = options.partial ? null : dependentContinueBlock(stored, { ...(await dependentSetting(db, enrollment)), maxItems: forms.form.maxItems });
  // The list rule's message in the scope's words, as the items' field errors (the item form's message overrides).
  if (reason) errors.push(fieldError(`${prefix}dependents`, overriddenMessage(forms.form.messages, reason)));
  if (errors.length > 0) unprocessable(errors);
  return sealPayload({ dependents: numbered(stored, ID) }, services.cipher);
}

/**
 * The saved dependents, SSNs open, birthdates MM/DD/YYYY and each with its dependent_id (a list
 * seeded without ids gets them as a save would give them): what the server works with, shown
 * through services/disclosure.ts.
 */
export function savedDependents(enrollment: Enrollment, cipher: FieldCipher): Payload[] {
  const saved = enrollment.dependent_info?.dependents;
  if (!Array.isArray(saved)) return [];
  return numbered(saved.filter(isObject).map((item) => {
    const open = openPayload(item, cipher);
    return { ...open, primary_info: cleanPrimaryInfo(open.primary_info) };
  }), ID);
}

/**
 * The items with each masked SSN put back to the one this enrollment keeps for the same dependent
 * (by dependent_id: its saved row, else the member's record on file); see services/keptSecrets.ts.
 */
export async function withKeptSsns(db: Kysely<Database>, cipher: FieldCipher, enrollment: Enrollment, items: readonly unknown[]): Promise<unknown[]> {
  if (!holdsMask(items.map((item) => (isObject(item) ? item.primary_info : undefined)))) return [...items];
  const known = [...savedDependents(enrollment, cipher), ...(await existingDependents(db, enrollment, cipher))];
  return items.map((item) => {
    if (!isObject(item) || !isObject(item.primary_info)) return item;
    const rows = sameItem(known, ID, item.dependent_id).map((row) => row.primary_info).filter(isObject);
    return { ...item, primary_info: keepSecrets(item.primary_info, rows) };
  });
}

/** The relationships a tier covers: IS the spouse, IC children, IF both, IO none. */
const TIER_RELATIONSHIPS: Record<string, readonly string[]> = { IS: ['spouse'], IC: ['child'], IF: ['spouse', 'child'] };

/** The dependents the enrollment's member has on file, filtered by the enrollment's tier ([] for no member), SSNs open (shown through services/disclosure.ts). */
export async function existingDependents(db: Kysely<Database>, enrollment: Enrollment, cipher: FieldCipher): Promise<Payload[]> {
  if (enrollment.member_id === null) return [];
  const tier = typeof enrollment.filter_info?.tier === 'string' ? enrollment.filter_info.tier : 'IO';
  const allowed = TIER_RELATIONSHIPS[tier] ?? [];
  const rows = (await listMemberDependents(db, enrollment.member_id)).filter((row) => allowed.includes(row.relationship));
  return rows.map((row) => ({
    dependent_id: row.id,
    primary_info: cleanPrimaryInfo({
      relationship: row.relationship, first_name: row.first_name, middle_name: row.middle_name, last_name: row.last_name,
      birthdate: row.birthdate, gender: row.gender, ssn: row.ssn ? cipher.decrypt(row.ssn) : null, weight: row.weight,
      height_feet: row.height_feet, height_inch: row.height_inch, employed: '0',
    }),
  }));
}
