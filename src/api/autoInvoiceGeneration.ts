import type { AutoInvoiceBody, AutoInvoiceData } from '../../schemas/api/completion';
import { apiPost } from './client';

/**
 * POST auto-invoice-generation {enrollment_id, effectiveDate, policy_id}: asks our server for the
 * invoice of a list- or statement-billed enrollment; the server calls the invoice service (its
 * token never reaches the browser).
 */
export function autoInvoiceGeneration(body: AutoInvoiceBody): Promise<AutoInvoiceData> {
  return apiPost<AutoInvoiceData>('auto-invoice-generation', body);
}
