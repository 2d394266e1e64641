import type { QuotePreviewData } from '../../schemas/api/quoteSend';
import { QUOTE_TAB } from '../../schemas/api/quoteSend';
import { apiGet } from './client';

/** What the quote form holds. */
export interface QuoteFormFields { name: string; email: string; message: string }

/** GET get-quote-preview-content?enrollment_id&email&name&tab=cart_info&message&type=preview: the quote's HTML, not sent. */
export async function getQuotePreviewContent(enrollmentId: string, fields: QuoteFormFields): Promise<string> {
  const { content } = await apiGet<QuotePreviewData>('get-quote-preview-content', {
    enrollment_id: enrollmentId, email: fields.email, name: fields.name, tab: QUOTE_TAB, message: fields.message || undefined, type: 'preview',
  });
  return content;
}
