/**
 * What the agreement form (schemas/forms/agreementForm.ts) refuses beyond any form's checks
 * (checkLayer): its fields are the scope's agreements and the spec's verification fields, no
 * other; an agreement changes only its words, place and hidden flag, and stays required (every
 * agreement must be checked, enrollment.md section 5); a verification field changes only
 * whether it shows and is required (its value is the server's, its label the wizard's); the
 * tab's properties and the messages are not applied to the agreement, so they are refused.
 */
import type { FieldError } from '../schemas/api/types';
import { AGREEMENT_FIELDS } from '../schemas/agreement';
import type { FormLayer, ResolvedForm } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';

const TEXT_PROPS: ReadonlySet<string> = new Set(['label', 'help', 'section', 'order', 'hidden', 'required']);
const VERIFICATION_PROPS: ReadonlySet<string> = new Set(['hidden', 'required']);
const isVerification = (name: string) => (AGREEMENT_FIELDS as readonly string[]).includes(name);

const problem = (target_element: string, error_message: string): FieldError => ({ target_element, error_message });

/** One field's problems: a name the form does not have, a property it does not take, an agreement made optional. */
function fieldProblems(name: string, change: object, texts: ReadonlySet<string>): FieldError[] {
  if (!isVerification(name) && !texts.has(name)) return [problem(`fields.${name}`, MESSAGES.formAgreementUnknown)];
  const allowed = isVerification(name) ? VERIFICATION_PROPS : TEXT_PROPS;
  const message = isVerification(name) ? MESSAGES.formAgreementFieldFixed : MESSAGES.formAgreementTextFixed;
  return Object.entries(change).flatMap(([prop, value]): FieldError[] => {
    if (!allowed.has(prop)) return [problem(`fields.${name}.${prop}`, message)];
    return texts.has(name) && prop === 'required' && value !== true ? [problem(`fields.${name}.required`, MESSAGES.formAgreementRequired)] : [];
  });
}

/** The agreement-only problems of `layer` over `below` (whose agreements are the scope's texts), at checkLayer's targets. */
export function agreementLayerProblems(below: ResolvedForm, layer: FormLayer): FieldError[] {
  const texts = new Set(below.fields.filter((field) => !isVerification(field.name)).map((field) => field.name));
  const found = Object.entries(layer.fields ?? {}).flatMap(([name, change]) =>
    (typeof change === 'object' && change !== null ? fieldProblems(name, change, texts) : []));
  for (const prop of Object.keys(layer.tab ?? {})) found.push(problem(`tab.${prop}`, MESSAGES.formAgreementNotYet));
  for (const key of Object.keys(layer.messages ?? {})) found.push(problem(`messages.${key}`, MESSAGES.formAgreementNotYet));
  return found;
}
