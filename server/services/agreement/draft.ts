/**
 * Save & Continue Later on the agreement tab: the checked agreements (of which texts), the answer
 * and the verification code are kept after a format check; a signature never is (a half-drawn
 * signature is not evidence, and a signature counts only when Next saves it). The draft replaces
 * what aggrement_info held, so an enrollment saved for later at this tab signs again. The values
 * of the fields a form definition added to the tab (`values`) are kept in the tab's document, as
 * Next keeps them (./added.ts), after the same format check their form makes.
 */
import { failureOf, withMessageOverrides, type Payload } from '../../../adapters';
import { compileSchema } from '../../../adapters/compile';
import { agreementDraftSchema } from '../../../schemas/api/agreement';
import type { FieldError } from '../../../schemas/api/types';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { MESSAGES } from '../../../schemas/messages';
import type { JsonObject } from '../../db/types';
import type { DraftDocumentPreparer, DraftPreparer } from '../drafts';
import { fieldError, unprocessable } from '../../http';
import { agreementAdded, checkAddedValues } from './added';

const KEPT = ['agreement_hash', 'answer', 'verification_code'] as const;
const PROPERTIES: Record<string, { 'x-message'?: string }> = agreementDraftSchema.properties;

/** One error per failing field of the draft, at data.<field>, with the field's message. */
function draftErrors(errors: ReturnType<typeof compileSchema>['errors']): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const error of errors ?? []) {
    const [field] = failureOf(error).path.split('.');
    if (!seen.has(field)) seen.set(field, fieldError(`data.${field}`, PROPERTIES[field]?.['x-message'] ?? MESSAGES.text));
  }
  return [...seen.values()];
}

/** The stored draft: {status: 'draft', accepted_agreements, agreement_hash?, answer?, verification_code?}. */
export const prepareAgreementDraft: DraftPreparer = async (_context, data) => {
  const validate = compileSchema(agreementDraftSchema);
  if (!validate(data)) unprocessable(draftErrors(validate.errors));
  const draft: JsonObject = { status: 'draft', accepted_agreements: Array.isArray(data.accepted_agreements) ? data.accepted_agreements : [] };
  for (const key of KEPT) if (typeof data[key] === 'string' && data[key] !== '') draft[key] = data[key];
  return draft;
};

/** The draft's values of the added fields, checked for their formats with their form (422 at the field, in the scopes' words): their document, null when none. */
export const prepareAgreementDraftDocument: DraftDocumentPreparer = async ({ db, services, enrollment }, data) => {
  const values = data.values;
  if (typeof values !== 'object' || values === null) return null;
  const added = await agreementAdded(db, enrollment);
  const { errors, payload } = await checkAddedValues(db, services, enrollment, added, values as Payload, { partial: true });
  if (errors.length > 0) unprocessable(withMessageOverrides(errors, added.messages));
  return payload ? { tab: AGREEMENT_FORM, payload } : null;
};
