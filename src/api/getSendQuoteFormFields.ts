/** GET get-form-fields-send-quote: the send-quote form's field definitions and its validator's id (issue 16 item 1). */
import type { FormFieldsData } from '../../schemas/api/types';
import { apiGet } from './client';

/** The definitions and validator hash of the send-quote form. */
export function getSendQuoteFormFields(): Promise<FormFieldsData> {
  return apiGet<FormFieldsData>('get-form-fields-send-quote');
}
