/**
 * The admin service's autoInvoiceGeneration over HTTP: POST {effectiveDate, policy_id} as JSON
 * with `Authorization: Bearer <INVOICE_SERVICE_TOKEN>`. A 2xx answer is the invoice (its number
 * read from data.invoice_number or invoice_number when present); a timeout, network error or
 * any other status is InvoiceUnavailable.
 */
import { type InvoiceRequest, type InvoiceResult, type InvoiceService, InvoiceUnavailable } from './types';

export interface HttpInvoiceOptions { url: string; token: string; timeoutMs: number }

function numberIn(body: unknown): string | null {
  const record = (body ?? {}) as { invoice_number?: unknown; data?: { invoice_number?: unknown } };
  const found = record.data?.invoice_number ?? record.invoice_number;
  return typeof found === 'string' && found !== '' ? found : typeof found === 'number' ? String(found) : null;
}

/** The HTTP invoice service; `fetchImpl` is replaceable for tests. */
export function httpInvoiceService(options: HttpInvoiceOptions, fetchImpl: typeof fetch = fetch): InvoiceService {
  return {
    kind: 'http',
    async generate(request: InvoiceRequest): Promise<InvoiceResult> {
      let response: Response;
      try {
        response = await fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ effectiveDate: request.effectiveDate, policy_id: request.policyId }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new InvoiceUnavailable((error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network error');
      }
      if (!response.ok) throw new InvoiceUnavailable(`HTTP ${response.status}`);
      return { invoiceNumber: numberIn(await response.json().catch(() => null)) };
    },
  };
}
