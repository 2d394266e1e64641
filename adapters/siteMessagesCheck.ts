/**
 * What a messages form (the storefront's and the wizard's: schemas/forms/messagesForms.ts)
 * refuses beyond any form's checks (checkLayer): it has no fields and no tab, only messages, so a
 * field or a tab property in its layer would change nothing anyone sees and is refused at its target.
 */
import type { FieldError } from '../schemas/api/types';
import type { FormLayer } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';

/** The messages-form-only problems of `layer`, at checkLayer's targets (fields.<name>, tab.<property>). */
export function siteMessagesLayerProblems(layer: FormLayer): FieldError[] {
  return [
    ...Object.keys(layer.fields ?? {}).map((name) => ({ target_element: `fields.${name}`, error_message: MESSAGES.formMessagesOnly })),
    ...Object.keys(layer.tab ?? {}).map((prop) => ({ target_element: `tab.${prop}`, error_message: MESSAGES.formMessagesOnly })),
  ];
}
