import { useMemo, useState } from 'react';
import type { AgreementContext, AgreementEvent } from '../../../machines/agreement';
import { agreementTarget, SIGNATURE_TARGET } from '../../../domain/agreementRules';
import { NOT_VERIFICATION_INPUTS } from '../../../schemas/agreement';
import type { AgreementText, FieldError } from '../../../schemas/api/types';

/** The place an event changes: an agreement's checkbox, a field, or the signature (null for Next). */
export function targetOf(event: AgreementEvent, texts: readonly AgreementText[]): string | null {
  if (event.type === 'agreement.check') return agreementTarget(texts.findIndex((text) => text.id === event.id));
  if (event.type === 'agreement.input') return event.field;
  return event.type.startsWith('signature.') ? SIGNATURE_TARGET : null;
}

/**
 * The server's field errors still open: each stays until its place is changed, and a new answer
 * from the server starts over. `answer` names the answer they came with (it changes with each).
 */
export function useServerErrors(errors: readonly FieldError[]) {
  const answer = errors.length > 0 ? JSON.stringify(errors) : '';
  const [edited, setEdited] = useState<{ answer: string; targets: readonly string[] }>({ answer, targets: [] });
  const changed = edited.answer === answer ? edited.targets : [];
  const changedKey = changed.join('|');
  // Stable while nothing changes: the step focuses the first of them when a new answer arrives.
  const open = useMemo(() => errors.filter((error) => !changedKey.split('|').includes(error.target_element)), [errors, changedKey]);
  const markEdited = (target: string) => {
    if (answer === '' || changed.includes(target)) return;
    setEdited({ answer, targets: [...changed, target] });
  };
  return { open, answer, markEdited };
}

/** Errors with a place on the step (an agreement, a shown field, the signature), and the others for the message region. */
export function placedErrors(errors: readonly FieldError[], context: AgreementContext, agreements: number) {
  const fields = new Set(context.fields.map((field) => field.field_name).filter((name) => !NOT_VERIFICATION_INPUTS.has(name)));
  const hasPlace = (target: string) => {
    const agreement = /^agreements\.(\d+)$/.exec(target);
    if (agreement) return Number(agreement[1]) < agreements;
    return fields.has(target) || (target === SIGNATURE_TARGET && context.method !== 'none');
  };
  return { placed: errors.filter((e) => hasPlace(e.target_element)), unplaced: errors.filter((e) => !hasPlace(e.target_element)) };
}
