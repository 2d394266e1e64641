/**
 * The Agreement & Signature rules (enrollment.md sections 4, 5 and 8) as pure functions: the
 * verification mode by priority, whether the signature shows and is required, what blocks a
 * submit (each unchecked agreement, an empty required answer, a missing signature, a typed name
 * that is not the applicant's) and the payloads of a save and of a draft. The agreement machine
 * and the server both apply them, so client and server refuse the same things with the same texts.
 */
import {
  AGREEMENT_FIELDS, MODE_FIELDS, TYPED_NAME_PATTERN, VERIFICATION_MODES, type VerificationMode,
} from '../schemas/agreement';
import type { Eprocess } from '../schemas/enrollee';
import { MESSAGES } from '../schemas/messages';
import type { FieldError } from './errors';

/** A field definition as the rules read it (get-form-fields-agreement-info). */
export interface AgreementField { field_name: string; value: unknown; required: boolean; read_only: boolean }

/** How the agreement is signed: nothing yet, drawn on the pad (PNG data URL), or the typed name. */
export type Signature = { kind: 'none' } | { kind: 'drawn'; dataUrl: string } | { kind: 'typed'; name: string };

/** What a submit is judged on. */
export interface AgreementState {
  /** The agreements shown, in display order. */
  agreementIds: readonly number[];
  /** The agreements checked. */
  accepted: readonly number[];
  fields: readonly AgreementField[];
  /** The editable fields' values as typed (read-only fields keep the server's). */
  values: Readonly<Record<string, string>>;
  signature: Signature;
}

/** Where each agreement's error shows: its index in display order ('agreements.0'). */
export const agreementTarget = (index: number): string => `agreements.${index}`;
/** Where a signature error shows, drawn or typed. */
export const SIGNATURE_TARGET = 'signature';

const requires = (fields: readonly AgreementField[], names: readonly string[]) =>
  fields.some((field) => field.required && names.includes(field.field_name));

/** The verification mode, by priority of the fields the server marks required: broker, group, applicant, then signature. */
export function verificationMode(fields: readonly AgreementField[]): VerificationMode {
  const found = VERIFICATION_MODES.find((mode) => mode !== 'sigapplicant' && requires(fields, MODE_FIELDS[mode]));
  return found ?? 'sigapplicant';
}

/** The signature is required when signature mode applies. */
export function signatureRequired(mode: VerificationMode): boolean {
  return mode === 'sigapplicant';
}

/** The signature section shows when it is required, or when the server defines a signature field (optional then). */
export function showsSignature(mode: VerificationMode, fields: readonly AgreementField[]): boolean {
  return signatureRequired(mode) || fields.some((field) => field.field_name === 'signature');
}

/** A value as text ('' for none). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The value a field is sent with: what was typed in an editable field, the server's in a read-only one. */
export function fieldValue(state: Pick<AgreementState, 'values'>, field: AgreementField): string {
  return field.read_only ? asText(field.value) : (state.values[field.field_name] ?? asText(field.value));
}

/** A name as compared: lower case, single spaces, without periods or commas. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * What is wrong with a typed signature, or null: it must look like a name and, when the
 * applicant's name is on file, be that name (case, spacing and periods aside).
 */
export function typedNameError(typed: string, userName: string): string | null {
  const name = typed.trim();
  if (name === '') return MESSAGES.signatureRequired;
  if (!new RegExp(TYPED_NAME_PATTERN).test(name)) return MESSAGES.typedNameInvalid;
  if (userName.trim() !== '' && normalizeName(name) !== normalizeName(userName)) return MESSAGES.typedNameMismatch;
  return null;
}

/** The applicant's name the typed signature must match (the user_name field, when the server defines one). */
export function signerName(state: Pick<AgreementState, 'fields' | 'values'>): string {
  const field = state.fields.find((f) => f.field_name === 'user_name');
  return field ? fieldValue(state, field) : '';
}

function signatureError(state: AgreementState): string | null {
  const { signature } = state;
  if (signature.kind === 'typed') return typedNameError(signature.name, signerName(state));
  if (signature.kind === 'none' && signatureRequired(verificationMode(state.fields))) return MESSAGES.signatureRequired;
  return null;
}

/**
 * Everything that blocks a submit, in display order: each unchecked agreement ('This field is
 * required.'), each required field left empty ('Field is required'), then the signature.
 */
export function agreementErrors(state: AgreementState): FieldError[] {
  const accepted = new Set(state.accepted);
  const errors: FieldError[] = state.agreementIds.flatMap((id, index) => (accepted.has(id)
    ? [] : [{ target_element: agreementTarget(index), error_message: MESSAGES.agreementRequired }]));
  for (const field of state.fields) {
    if (field.field_name === 'signature' || !field.required) continue;
    if (fieldValue(state, field).trim() === '') errors.push({ target_element: field.field_name, error_message: MESSAGES.required });
  }
  const signature = signatureError(state);
  if (signature) errors.push({ target_element: SIGNATURE_TARGET, error_message: signature });
  return errors;
}

/** The agreements checked, in display order (each at most once). */
export function acceptedInOrder(agreementIds: readonly number[], accepted: Iterable<number>): number[] {
  const checked = new Set(accepted);
  return agreementIds.filter((id) => checked.has(id));
}

/** save-agreement-info's body without enrollment_id; empty fields are left out. */
export type AgreementPayload = Record<string, string | number[]>;

/** What a valid submit sends: the process, the checked agreements and the texts' hash, every filled field, and the signature. */
export function agreementPayload(state: AgreementState, context: { eprocess: Eprocess | null; hash: string }): AgreementPayload {
  const payload: AgreementPayload = { accepted_agreements: acceptedInOrder(state.agreementIds, state.accepted), agreement_hash: context.hash };
  if (context.eprocess) payload.eprocess = context.eprocess;
  for (const name of AGREEMENT_FIELDS) {
    const field = state.fields.find((f) => f.field_name === name);
    if (!field || name === 'signature') continue;
    const value = fieldValue(state, field).trim();
    if (value !== '') payload[name] = value;
  }
  if (state.signature.kind === 'drawn') payload.signature = state.signature.dataUrl;
  if (state.signature.kind === 'typed' && state.signature.name.trim() !== '') payload.typed_signature = state.signature.name.trim();
  return payload;
}

/** What Save & Continue Later keeps: the checked agreements of these texts and the typed answers; never a signature. */
export function agreementDraft(state: AgreementState, hash: string): AgreementPayload {
  const draft: AgreementPayload = { accepted_agreements: acceptedInOrder(state.agreementIds, state.accepted), agreement_hash: hash };
  for (const field of state.fields) {
    if (field.read_only || field.field_name === 'signature') continue;
    const value = (state.values[field.field_name] ?? '').trim();
    if (value !== '') draft[field.field_name] = value;
  }
  return draft;
}
