/**
 * GET get-receipt and POST auto-invoice-generation. The invoice request runs on a completed
 * enrollment (afterCompletion), only for one billed by invoice, and only with the enrollment's own
 * confirmation number and effective date; the configured invoice service answers it, and when
 * that service is unavailable the answer is 502 (the receipt page does not show it: a silent
 * failure, as the spec's other background calls) and a warning naming the reason is logged.
 */
import type { FastifyInstance } from 'fastify';
import { COMPLETION_ROUTES } from '../../../schemas/api/completion';
import { MESSAGES } from '../../../schemas/messages';
import { ApiError, fieldError, GENERAL_TARGET, ok, unprocessable } from '../../http';
import { afterCompletion, bound, boundEnrollment } from '../../plugins/session';
import { callsInvoice, completedPolicyId, receiptOf } from '../../services/completion/receipt';
import { InvoiceUnavailable } from '../../services/invoices';
import { typed } from '../typed';

export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { receipt, autoInvoice } = COMPLETION_ROUTES;
  api.get(receipt.url, { ...bound, schema: receipt.schema }, async (request) => ok(await receiptOf(app.db, boundEnrollment(request))));

  api.post(autoInvoice.url, { ...bound, ...afterCompletion, schema: autoInvoice.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const policyId = completedPolicyId(enrollment);
    if (!callsInvoice(enrollment)) throw new ApiError(409, [fieldError('enrollment_id', MESSAGES.invoiceNotBilled)]);
    if (request.body.policy_id !== policyId) unprocessable([fieldError('policy_id', MESSAGES.policyIdMismatch)]);
    if (request.body.effectiveDate !== enrollment.effective_date) unprocessable([fieldError('effectiveDate', MESSAGES.effectiveDateMismatch)]);
    try {
      const { invoiceNumber } = await app.services.invoices.generate({ enrollmentId: enrollment.id, policyId, effectiveDate: request.body.effectiveDate });
      return ok({ invoice_number: invoiceNumber });
    } catch (error) {
      if (!(error instanceof InvoiceUnavailable)) throw error;
      request.log.warn({ invoiceService: app.services.invoices.kind, reason: error.reason }, 'invoice service unavailable');
      throw new ApiError(502, [fieldError(GENERAL_TARGET, MESSAGES.invoiceUnavailable)]);
    }
  });
}
