/**
 * The existing-user contact check (enrollment.md "Contact Information"): the phone and the
 * e-mail go to the external validators before the save. As the tab flow's actor it resolves
 * when both are fine and rejects with their errors, placed under the matching form field; a
 * network failure rejects with one general message.
 */
import type { FieldError } from '../../schemas/api/types';
import { MESSAGES } from '../shared/text/messages';
import { GENERAL_ERROR } from '../../domain/errors';
import type { TabValues } from '../../machines/tabFlow';
import { fieldErrorsOf } from '../api/client';
import { validateEmailNeverbounce } from '../api/validateEmailNeverbounce';
import { validatePhoneNumverify } from '../api/validatePhoneNumverify';

type Outcome = PromiseSettledResult<{ valid: boolean }>;

/** The validator's outcome as errors under `field` (its own message, else `fallback`). */
function errorsFor(outcome: Outcome, field: string, fallback: string): FieldError[] {
  if (outcome.status === 'fulfilled') return outcome.value.valid ? [] : [{ target_element: field, error_message: fallback }];
  const errors = fieldErrorsOf(outcome.reason);
  if (errors.length === 0) throw new Error(GENERAL_ERROR);
  return [{ target_element: field, error_message: errors[0].error_message || fallback }];
}

/** Checks phone_number and email_address; rejects with their FieldError[] when either is refused. */
export async function checkContact(values: TabValues): Promise<void> {
  const phone = String(values.phone_number ?? '');
  const email = String(values.email_address ?? '');
  const [phoneOutcome, emailOutcome] = await Promise.allSettled([validatePhoneNumverify(phone), validateEmailNeverbounce(email)]);
  const errors = [...errorsFor(phoneOutcome, 'phone_number', MESSAGES.phone), ...errorsFor(emailOutcome, 'email_address', MESSAGES.email)];
  if (errors.length > 0) throw errors;
}
