/**
 * save-agreement-info: the agreement is judged with the machines' rules on the server's own
 * texts and fields (every agreement checked, required answers, the signature where it applies,
 * a typed name that is the applicant's), then the drawn image is checked as a PNG and an
 * applicant's answer against the application. Only then are the evidence record and the
 * aggrement_info column written, in one transaction, with the values of the fields a form
 * definition added to the tab (their document: services/agreement/added.ts, checked with their
 * form in the same pass). Every message in the scopes' words (their message overrides). Any
 * error: 422, nothing written.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  acceptedInOrder, agreementErrors, fieldValue, SIGNATURE_TARGET, verificationMode, type AgreementState, type Signature,
} from '../../../domain/agreementRules';
import { TYPED_AGREEMENT_FIELDS, VERIFICATION_QUESTION, type VerificationMode } from '../../../schemas/agreement';
import type { FieldDefinition, FieldError, SaveAgreementBody } from '../../../schemas/api/types';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { MESSAGES } from '../../../schemas/messages';
import { withMessageOverrides, type Payload } from '../../../adapters';
import { writeTabDocument } from '../../db/queries/tabDocuments';
import { insertEvidence } from '../../db/queries/agreements';
import { updateTabColumn, type Enrollment } from '../../db/queries/enrollments';
import type { Database, JsonObject } from '../../db/types';
import { fieldError, unprocessable } from '../../http';
import { keepFormPins } from '../formDefinitions/enrollmentForm';
import type { Services } from '../index';
import { checkAddedValues } from './added';
import { shownAgreement } from './shown';
import { applicantName } from './fields';
import { signatureImage } from './signature';
import { textsJson, textsRead } from './texts';

/** Who asked: what the evidence records of the request. */
export interface Signer { ip: string; userAgent: string }

/** Longest user agent kept (a header may be longer; the evidence keeps its start). */
const MAX_USER_AGENT = 512;

function signatureOf(body: SaveAgreementBody): Signature {
  if (body.signature !== undefined) return { kind: 'drawn', dataUrl: body.signature };
  if (body.typed_signature !== undefined) return { kind: 'typed', name: body.typed_signature };
  return { kind: 'none' };
}

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** The applicant's answer to the verification question matches their date of birth on the application. */
function answerError(enrollment: Enrollment, state: AgreementState, fields: FieldDefinition[]): FieldError | null {
  const answer = fields.find((field) => field.field_name === 'answer');
  const question = fields.find((field) => field.field_name === 'question_id');
  if (!answer || (question && fieldValue(state, question) !== VERIFICATION_QUESTION.id)) return null;
  const given = digits(fieldValue(state, answer));
  if (given === '') return null;
  const dob = digits(enrollment.primary_info?.birthdate) || digits(enrollment.filter_info.dob);
  return given === dob ? null : fieldError('answer', MESSAGES.verificationAnswerMismatch);
}

/** The name and code the evidence names as the signer in this mode. */
function signerOf(mode: VerificationMode, verification: Record<string, string>, enrollment: Enrollment, signature: Signature) {
  if (mode === 'rep') return { name: verification.agent_name ?? '', code: verification.agent_code ?? null };
  if (mode === 'group') return { name: verification.group_name ?? '', code: verification.group_code ?? null };
  const typed = signature.kind === 'typed' ? signature.name.trim() : '';
  return { name: verification.user_name || applicantName(enrollment) || typed, code: null };
}

/** Validates and records a signed agreement; throws 422 with every error at its target otherwise. */
export async function saveAgreement(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, body: SaveAgreementBody, signer: Signer,
): Promise<void> {
  const shown = await shownAgreement(db, enrollment);
  const { fields, added } = shown;
  // What the signer read (in the language the page showed, should it have switched since) is what is kept.
  const texts = await textsRead(db, enrollment, shown.texts, body.agreement_hash ?? '');
  if (body.agreement_hash !== texts.hash) unprocessable([fieldError('agreements', MESSAGES.agreementChanged)]);
  const values: Record<string, string> = {};
  for (const name of TYPED_AGREEMENT_FIELDS) if (body[name] !== undefined) values[name] = body[name];
  const signature = signatureOf(body);
  const ids = texts.result.map((text) => text.id);
  const state: AgreementState = { agreementIds: ids, accepted: body.accepted_agreements ?? [], fields, values, signature };
  const errors = agreementErrors(state);
  const failed = (target: string) => errors.some((error) => error.target_element === target);
  let png: Buffer | null = null;
  if (body.signature !== undefined && body.typed_signature !== undefined) errors.push(fieldError(SIGNATURE_TARGET, MESSAGES.signatureInvalid));
  else if (signature.kind === 'drawn' && !failed(SIGNATURE_TARGET)) {
    const image = signatureImage(signature.dataUrl);
    if ('error' in image) errors.push(fieldError(SIGNATURE_TARGET, image.error));
    else png = image.png;
  }
  const mode = verificationMode(fields);
  const answer = mode === 'applicant' && !failed('answer') ? answerError(enrollment, state, fields) : null;
  if (answer) errors.push(answer);
  const extra = await checkAddedValues(db, services, enrollment, added, (body.values ?? {}) as Payload);
  errors.push(...extra.errors);
  if (errors.length > 0) unprocessable(withMessageOverrides(errors, added.messages));

  const verification: Record<string, string> = {};
  for (const field of fields) {
    const value = field.field_name === 'signature' ? '' : fieldValue(state, field).trim();
    if (value !== '') verification[field.field_name] = value;
  }
  const who = signerOf(mode, verification, enrollment, signature);
  const id = randomUUID();
  const signedAt = new Date();
  const typed = signature.kind === 'typed' ? signature.name.trim() : null;
  const saved: JsonObject = {
    status: 'signed', evidence_id: id, verification_mode: mode, eprocess: enrollment.eprocess, signer_name: who.name,
    signature_type: png ? 'drawn' : typed ? 'typed' : 'none', accepted_agreements: acceptedInOrder(ids, state.accepted),
    agreement_hash: texts.hash, signed_at: signedAt.toISOString(), ...verification,
  };
  await db.transaction().execute(async (trx) => {
    await insertEvidence(trx, {
      id, enrollment_id: enrollment.id, verification_mode: mode, signer_name: who.name, signer_code: who.code,
      signature_png: png, signature_text: typed, texts: textsJson(texts.result), texts_sha256: texts.hash,
      verification: JSON.stringify(verification), signed_at: signedAt, client_ip: signer.ip, user_agent: signer.userAgent.slice(0, MAX_USER_AGENT),
    });
    await updateTabColumn(trx, enrollment.id, 'aggrement_info', saved);
    if (extra.payload) await writeTabDocument(trx, enrollment.id, AGREEMENT_FORM, extra.payload);
  });
  // The agreement definition this save was checked with stays the enrollment's (as a form tab's save pins its form).
  await keepFormPins(db, enrollment, AGREEMENT_FORM);
}
