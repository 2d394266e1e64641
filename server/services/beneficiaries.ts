/**
 * Beneficiary Information on the server. Each beneficiary is checked with the same adapters
 * the browser uses (the item form of the enrollment's portal: payloadToValues + validateValues,
 * errors at beneficiaries.N.field), the list with domain/beneficiaryRules (at least one, at
 * most 3, a total of exactly 100), and the list is stored in the benificiary_info column with
 * every SSN sealed and every item numbered (beneficiary_id), so a masked SSN sent back keeps the
 * SSN it stands for (services/keptSecrets.ts). One rule set for client, save, draft and completion.
 */
import type { Kysely } from 'kysely';
import { overriddenMessage, payloadToValues, toPayload, validateValues, type Payload, type TabForm } from '../../adapters';
import { beneficiaryContinueBlock } from '../../domain/beneficiaryRules';
import { BENEFICIARY_FORM, type ExistingBeneficiary } from '../../schemas/api/beneficiaries';
import type { FieldError } from '../../schemas/api/types';
import { listMemberBeneficiaries } from '../db/queries/beneficiaries';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import { fieldError, unprocessable } from '../http';
import type { FieldCipher } from './crypto';
import type { Services } from './index';
import { holdsMask, keepSecrets, numbered, sameItem } from './keptSecrets';
import { openPayload, sealPayload } from './sealing';
import { loadTabForm } from './tabForms';

const ID = 'beneficiary_id';
const isItem = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The beneficiary item form of the enrollment's portal (or group). */
export function beneficiaryForm(db: Kysely<Database>, enrollment: Enrollment): Promise<TabForm> {
  return loadTabForm(db, enrollment, BENEFICIARY_FORM);
}

export interface CheckOptions {
  /** Save & Continue Later: formats only, no required fields, no list rules. */
  partial?: boolean;
  /** Put before every target (e.g. 'data.' for a draft). */
  prefix?: string;
}

/** One beneficiary: its field errors (targets prefixed) and what is stored of it (its form's fields and beneficiary_id). */
export function checkBeneficiary(form: TabForm, item: Payload, options: CheckOptions & { at?: string } = {}): { errors: FieldError[]; stored: Payload } {
  const values = payloadToValues(form, item);
  const at = `${options.prefix ?? ''}${options.at ?? ''}`;
  const errors = validateValues(form, values, { partial: options.partial }).map((error) => fieldError(`${at}${error.target_element}`, error.error_message));
  const stored = toPayload(form, values);
  if (Number.isInteger(item.beneficiary_id)) stored.beneficiary_id = item.beneficiary_id;
  return { errors, stored };
}

/** Checks a list (every item, then the list rules unless partial) and returns the column to store, SSNs sealed; 422 on any error. */
export async function prepareBeneficiaries(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, items: readonly unknown[], options: CheckOptions = {},
): Promise<JsonObject> {
  const form = await beneficiaryForm(db, enrollment);
  const errors: FieldError[] = [];
  const stored: Payload[] = [];
  (await withKeptSsns(db, services.cipher, enrollment, items)).forEach((item, index) => {
    const checked = checkBeneficiary(form, isItem(item) ? item : {}, { ...options, at: `beneficiaries.${index}.` });
    errors.push(...checked.errors);
    stored.push(checked.stored);
  });
  const reason = options.partial ? null : beneficiaryContinueBlock(stored, form.maxItems);
  // The list rule's message in the scope's words, as the items' field errors (the item form's message overrides).
  if (reason) errors.push(fieldError(`${options.prefix ?? ''}beneficiaries`, overriddenMessage(form.messages, reason)));
  if (errors.length > 0) unprocessable(errors);
  return sealPayload({ beneficiaries: numbered(stored, ID) }, services.cipher);
}

/**
 * The saved beneficiaries, SSNs open and each with its beneficiary_id (a list saved without ids
 * gets them as a save would give them): what the server works with, shown through
 * services/disclosure.ts.
 */
export function savedBeneficiaries(enrollment: Enrollment, cipher: FieldCipher): Payload[] {
  const saved = enrollment.benificiary_info?.beneficiaries;
  return Array.isArray(saved) ? numbered(saved.filter(isItem).map((item) => openPayload(item, cipher)), ID) : [];
}

/**
 * The items with each masked SSN put back to the one this enrollment keeps for the same
 * beneficiary (by beneficiary_id: its saved row, else the member's record on file); see
 * services/keptSecrets.ts.
 */
export async function withKeptSsns(db: Kysely<Database>, cipher: FieldCipher, enrollment: Enrollment, items: readonly unknown[]): Promise<unknown[]> {
  if (!holdsMask(items)) return [...items];
  const known: Payload[] = [...savedBeneficiaries(enrollment, cipher), ...(await existingBeneficiaries(db, enrollment, cipher))];
  return items.map((item) => (isItem(item) ? keepSecrets(item, sameItem(known, ID, item.beneficiary_id)) : item));
}

/** The beneficiaries the enrollment's member has on file ([] for an enrollment of no member), SSNs open (shown through services/disclosure.ts). */
export async function existingBeneficiaries(db: Kysely<Database>, enrollment: Enrollment, cipher: FieldCipher): Promise<ExistingBeneficiary[]> {
  if (enrollment.member_id === null) return [];
  const rows = await listMemberBeneficiaries(db, enrollment.member_id);
  return rows.map((row) => ({
    beneficiary_id: row.id, first_name: row.first_name, ...(row.middle_name ? { middle_name: row.middle_name } : {}), last_name: row.last_name,
    dob: row.dob, relationship: row.relationship, ...(row.ssn ? { ssn: cipher.decrypt(row.ssn) } : {}),
    beneficiary_percentage: String(row.beneficiary_percentage),
  }));
}
