/**
 * What the agreement form (schemas/forms/agreementForm.ts) refuses beyond any form's checks
 * (checkLayer): an agreement changes only its words, place and hidden flag, and stays required
 * (every agreement must be checked, enrollment.md section 5); a verification field changes only
 * whether it shows and is required (its value is the server's, its label the wizard's); a name
 * of an agreement text's shape that is not one of the scope's texts, or one the agreement's own
 * body and errors use, is refused. Any other new field is added like on any tab (checkLayer's
 * checks), and the tab's properties and message overrides are checked as any form's, except
 * that the tab stays required (an optional agreement tab would let an enrollment complete unsigned).
 */
import type { FieldError } from '../schemas/api/types';
import { AGREEMENT_FIELDS } from '../schemas/agreement';
import { AGREEMENT_TEXT_FIELD, isReservedAgreementName } from '../schemas/forms/agreementForm';
import type { FormLayer, ResolvedForm } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';

const TEXT_PROPS: ReadonlySet<string> = new Set(['label', 'help', 'section', 'order', 'hidden', 'required']);
const VERIFICATION_PROPS: ReadonlySet<string> = new Set(['hidden', 'required']);
const isVerification = (name: string) => (AGREEMENT_FIELDS as readonly string[]).includes(name);

const problem = (target_element: string, error_message: string): FieldError => ({ target_element, error_message });

/** One field's problems: a reserved name, a property an agreement or a verification field does not take, an agreement made optional. */
function fieldProblems(name: string, change: object, texts: ReadonlySet<string>): FieldError[] {
  if (!isVerification(name) && !texts.has(name)) {
    if (!isReservedAgreementName(name)) return [];
    return [problem(`fields.${name}`, AGREEMENT_TEXT_FIELD.test(name) ? MESSAGES.formAgreementUnknown : MESSAGES.formAgreementReserved)];
  }
  const allowed = isVerification(name) ? VERIFICATION_PROPS : TEXT_PROPS;
  const message = isVerification(name) ? MESSAGES.formAgreementFieldFixed : MESSAGES.formAgreementTextFixed;
  return Object.entries(change).flatMap(([prop, value]): FieldError[] => {
    if (!allowed.has(prop)) return [problem(`fields.${name}.${prop}`, message)];
    return texts.has(name) && prop === 'required' && value !== true ? [problem(`fields.${name}.required`, MESSAGES.formAgreementRequired)] : [];
  });
}

/** The agreement-only problems of `layer` over `below` (whose agreements are the scope's texts), at checkLayer's targets. */
export function agreementLayerProblems(below: ResolvedForm, layer: FormLayer): FieldError[] {
  const texts = new Set(below.fields.map((field) => field.name).filter((name) => AGREEMENT_TEXT_FIELD.test(name)));
  const found = Object.entries(layer.fields ?? {}).flatMap(([name, change]) =>
    (typeof change === 'object' && change !== null ? fieldProblems(name, change, texts) : []));
  // An optional agreement tab would let an enrollment complete unsigned (enrollment.md section 5: every agreement is checked).
  if (layer.tab?.required === false) found.push(problem('tab.required', MESSAGES.formAgreementTabRequired));
  return found;
}
