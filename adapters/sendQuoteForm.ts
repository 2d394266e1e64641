/**
 * The cart's send-quote form as an engine form (issue 16 item 1): its definitions from the catalog
 * (schemas/catalog/storefront/sendQuote.ts), its TabForm and its field errors. The server serves
 * the definitions with their validator (get-form-fields-send-quote); get-quote-preview-content and
 * save-enrollment (tab cart_info) check the body with sendQuoteFieldErrors, as the engine checks the form.
 */
import type { FieldError } from '../schemas/api/types';
import type { FieldDefinition } from '../schemas/catalog';
import { sendQuoteCatalog } from '../schemas/catalog/storefront/sendQuote';
import { buildForm } from './buildTabForm';
import type { TabForm } from './types';
import { bodyErrors } from './validate';

/** The form's name (TabForm.name, the engine's ids). */
export const SEND_QUOTE_FORM = 'send_quote';

/** The form's definitions: Name and Email required, Message optional. */
export function sendQuoteDefinitions(): FieldDefinition[] {
  return Object.keys(sendQuoteCatalog).map((field_name) => ({ field_name, value: null, required: field_name !== 'message', read_only: false }));
}

/** The send-quote form of some definitions (the server's answer, or sendQuoteDefinitions). */
export function sendQuoteForm(defs: FieldDefinition[] = sendQuoteDefinitions()): TabForm {
  return buildForm(SEND_QUOTE_FORM, sendQuoteCatalog, defs);
}

/** The field errors of a quote send's name, email and message ([] when it may be sent). */
export function sendQuoteFieldErrors(body: Readonly<Record<string, unknown>>): FieldError[] {
  return bodyErrors(sendQuoteForm(), body);
}
