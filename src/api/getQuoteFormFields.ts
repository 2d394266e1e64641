/**
 * GET get-form-fields-quote: the quote form's field definitions and its validator's id (issue 16
 * item 1), in the variant the visitor sees (premier: Category; referred: 'Referred By').
 */
import type { FormFieldsData } from '../../schemas/api/types';
import { apiGet } from './client';

/** The variant asked for. */
export interface QuoteFormQuery { premier: boolean; referred: boolean }

/** The definitions and validator hash of the quote form's variant. */
export function getQuoteFormFields({ premier, referred }: QuoteFormQuery): Promise<FormFieldsData> {
  return apiGet<FormFieldsData>('get-form-fields-quote', { premier: premier ? '1' : '0', referred: referred ? '1' : '0' });
}
