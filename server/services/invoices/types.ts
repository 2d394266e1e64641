/**
 * The invoice service (the spec's autoInvoiceGeneration on an admin service): asked once a
 * completed enrollment billed by list or statement shows its receipt. A service answers the
 * invoice's number, or throws InvoiceUnavailable when it could not be reached or refused.
 */

/** What the receipt asks an invoice for (the spec's body: effectiveDate, policy_id). */
export interface InvoiceRequest {
  enrollmentId: string;
  policyId: string;
  /** MM/DD/YYYY, the enrollment's effective date. */
  effectiveDate: string;
}

export interface InvoiceResult {
  /** The invoice's number, or null when the service answered none. */
  invoiceNumber: string | null;
}

export interface InvoiceService {
  /** 'local' records and mails the invoice itself; 'http' asks the configured admin service. */
  kind: 'local' | 'http';
  generate(request: InvoiceRequest): Promise<InvoiceResult>;
}

/** The service could not answer. `reason` names what failed (fixed words and statuses), never a token or a URL. */
export class InvoiceUnavailable extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`invoice service unavailable: ${reason}`);
    this.name = 'InvoiceUnavailable';
    this.reason = reason;
  }
}
