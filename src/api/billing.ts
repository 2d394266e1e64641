/**
 * The billing endpoints (enrollment.md section 7, "Billing"): payment types, bill dates, the
 * form's definitions, the accounts on file (masked), the routing lookup, the billing texts and
 * the two saves. One file for the area, as each is a one-line declaration.
 */
import type {
  BillDateData, BillingTextData, ExistingBank, ExistingCard, PaymentMethodData, RoutingLookupData, SaveBillingBody, SaveBillingExistingBody,
} from '../../schemas/api/billing';
import type { FormFieldsData, SaveTabData } from '../../schemas/api/types';
import { apiGet, apiPost } from './client';
import { enrollmentEndpoint, getEndpoint } from './query';

export const getPaymentMethod = enrollmentEndpoint<PaymentMethodData>('get-payment-method').fetch;
export const getBillDates = getEndpoint<void, BillDateData>('get-bill-date', () => ({})).fetch;
export const getBillingFormFields = enrollmentEndpoint<FormFieldsData>('get-form-fields-billing-info').fetch;
export const getExistingBanks = enrollmentEndpoint<{ result: ExistingBank[] }>('get-existing-bank-info').fetch;
export const getExistingCards = enrollmentEndpoint<{ result: ExistingCard[] }>('get-existing-card-info').fetch;
export const getBillingText = enrollmentEndpoint<BillingTextData>('get-billing-text').fetch;

/** GET lookup-routing-number?q: the bank's name; rejects with the lookup's message at `q`. */
export function lookupRoutingNumber(routing: string): Promise<RoutingLookupData> {
  return apiGet<RoutingLookupData>('lookup-routing-number', { q: routing });
}

/** POST save-billing-info: a fixed type, a new bank account or a new card; field errors on refusal. */
export function saveBillingInfo(body: SaveBillingBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-billing-info', body);
}

/** POST save-billing-info-existing: an account on file (bank_id with bill_date, or card_id). */
export function saveBillingInfoExisting(body: SaveBillingExistingBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>('save-billing-info-existing', body);
}
