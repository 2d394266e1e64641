/**
 * A question panel's messages by target (the machine's and the server's: `general` is the form's
 * own, the rest a field's) as the visitor's site says them (issue 14: Storefront: Messages), split
 * into the form's message and the engine's field errors. The rules behind them
 * (domain/storefront/planQuestionRules.ts) write the catalog's texts, and the server's 422 of the
 * same call says the portal's (services/siteMessages.ts), so both read the same.
 */
import type { FieldError } from '../../../../schemas/api/types';
import { say } from '../../../shared/text/messages';

/** The form's message (undefined: none) and each field's error, in the site's words. */
export interface PanelErrors { general?: string; fields: FieldError[] }

/** `errors` by target, said in the site's words (`_overrides`: the overrides' stamp they were said with, a memo's key). */
export function panelErrors(errors: Readonly<Record<string, string>>, _overrides?: number): PanelErrors {
  const fields = Object.entries(errors).filter(([target]) => target !== 'general')
    .map(([target_element, text]) => ({ target_element, error_message: say(text) }));
  return { general: errors.general === undefined ? undefined : say(errors.general), fields };
}
