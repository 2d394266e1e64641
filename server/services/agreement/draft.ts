/**
 * Save & Continue Later on the agreement tab: the checked agreements (of which texts), the answer
 * and the verification code are kept after a format check; a signature never is (a half-drawn
 * signature is not evidence, and a signature counts only when Next saves it). The draft replaces
 * what aggrement_info held, so an enrollment saved for later at this tab signs again.
 */
import { failureOf } from '../../../adapters';
import { compileSchema } from '../../../adapters/compile';
import { agreementDraftSchema } from '../../../schemas/api/agreement';
import type { FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import type { JsonObject } from '../../db/types';
import type { DraftPreparer } from '../drafts';
import { fieldError, unprocessable } from '../../http';

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
