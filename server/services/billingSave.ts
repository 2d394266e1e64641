/**
 * save-billing-info and save-billing-info-existing (enrollment.md section 7). A new account is
 * checked with the adapters' own validation of the enrollment's billing form (section 5 messages
 * at each field), the routing number with the lookup service (which also names the bank: the
 * browser's bank_name is not trusted), a card with the payment-token service and its expiry.
 * Then payment_info is written in one UPDATE: the bank account number sealed, of a card only the
 * token, brand and last four. An account on file must be the member's own. Any error: 422 at the
 * field, nothing written.
 */
import type { Kysely } from 'kysely';
import { payloadToValues, toPayload, validateValues, type FormValues, type Payload } from '../../adapters';
import { cardExpired, isFixedMethod, physicalAddressValues, type ContactAddress } from '../../domain/billingRules';
import { ADDRESS_FIELDS, CARD_SECRETS, PHYSICAL_ADDRESS, type PaymentMethod } from '../../schemas/billing';
import type { SaveBillingBody, SaveBillingExistingBody } from '../../schemas/api/billing';
import type { FieldError } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import { updateTabColumn, type Enrollment } from '../db/queries/enrollments';
import type { Database, JsonObject } from '../db/types';
import { fieldError, unprocessable } from '../http';
import { tokenizeCard, type CardToken } from './billingCardToken';
import { billDates, billingForm } from './billingOptions';
import type { Services } from './index';
import { sealPayload } from './sealing';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The contact info's address, what 'Choose physical address' copies. */
export function contactAddress(enrollment: Enrollment): ContactAddress {
  const contact = enrollment.contact_info ?? {};
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, str(contact[field])]));
}

/** Refuses a payment type the enrollment is not offered. */
function requireOffered(methods: readonly PaymentMethod[], method: PaymentMethod): void {
  if (!methods.includes(method)) unprocessable([fieldError('payment_method', MESSAGES.choice)]);
}

/** The new account's values, the physical address copied from the contact info when chosen. */
function valuesOf(parts: Awaited<ReturnType<typeof billingForm>>, body: Payload, enrollment: Enrollment): FormValues {
  const { enrollment_id: _id, bank_id: _bank, card_id: _card, ...rest } = body;
  const payload: Payload = rest.payment_method === 'cc' && rest.is_physical_address === PHYSICAL_ADDRESS.yes
    ? { ...rest, ...physicalAddressValues(contactAddress(enrollment)) }
    : rest;
  return payloadToValues(parts.form, payload);
}

/** The routing lookup's verdict: the bank's name into the values, or its message at the routing number. */
async function checkRouting(services: Services, values: FormValues, failed: Set<string>): Promise<FieldError | null> {
  const routing = str(values.routing_number);
  if (failed.has('routing_number') || routing === '') return null;
  const answer = await services.routingLookup.lookup(routing);
  if (!answer.found) return fieldError('routing_number', answer.message);
  values.bank_name = answer.name;
  return null;
}

/** The card's token, or the error of its number or its expiry. */
function checkCard(values: FormValues, failed: Set<string>, now: Date): { token: CardToken | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let token: CardToken | null = null;
  if (!failed.has('card_number')) {
    token = tokenizeCard(str(values.card_number));
    if (!token) errors.push(fieldError('card_number', MESSAGES.cardInvalid));
  }
  if (!failed.has('expiration_month') && !failed.has('expiration_year') && cardExpired(str(values.expiration_month), str(values.expiration_year), now)) {
    errors.push(fieldError('expiration_month', MESSAGES.cardExpired));
  }
  return { token, errors };
}

/** What payment_info stores of a new card: everything but its number and security code, plus the token's brand and last four. */
function cardPayload(payload: Payload, token: CardToken): JsonObject {
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(payload)) if (!(CARD_SECRETS as readonly string[]).includes(key)) kept[key] = value as JsonObject[string];
  return { ...kept, card_brand: token.brand, card_last4: token.last4, card_token: token.token };
}

/** save-billing-info: validates and stores a fixed type, a new bank account or a new card. */
export async function saveBilling(db: Kysely<Database>, services: Services, enrollment: Enrollment, body: SaveBillingBody, now = new Date()): Promise<void> {
  const parts = await billingForm(db, enrollment);
  const method = body.payment_method;
  requireOffered(parts.methods.methods, method);
  if (isFixedMethod(method)) {
    await updateTabColumn(db, enrollment.id, 'payment_info', { payment_method: method });
    return;
  }
  const values = valuesOf(parts, body as Payload, enrollment);
  const errors = validateValues(parts.form, values);
  const failed = new Set(errors.map((error) => error.target_element));
  let token: CardToken | null = null;
  if (method === 'eft') {
    const routing = await checkRouting(services, values, failed);
    if (routing) errors.push(routing);
  } else {
    const card = checkCard(values, failed, now);
    token = card.token;
    errors.push(...card.errors);
  }
  if (errors.length > 0) unprocessable(errors);
  const payload = { ...toPayload(parts.form, values), payment_method: method };
  const stored = method === 'cc' && token ? cardPayload(payload, token) : (payload as JsonObject);
  await updateTabColumn(db, enrollment.id, 'payment_info', sealPayload(stored, services.cipher) as JsonObject);
}

/** save-billing-info-existing: the member's bank account (with a bill date) or card on file. */
export async function saveBillingExisting(db: Kysely<Database>, enrollment: Enrollment, body: SaveBillingExistingBody, now = new Date()): Promise<void> {
  const parts = await billingForm(db, enrollment);
  requireOffered(parts.methods.methods, body.payment_method);
  const memberId = enrollment.member_id ?? -1;
  if (body.payment_method === 'eft') {
    const bank = await db.selectFrom('member_banks').selectAll().where('id', '=', body.bank_id ?? -1).where('member_id', '=', memberId).executeTakeFirst();
    if (!bank) unprocessable([fieldError('bank_id', MESSAGES.accountNotOnFile)]);
    const dates = await billDates(db);
    if (!dates.some((date) => String(date.bill_date) === body.bill_date)) unprocessable([fieldError('bill_date', MESSAGES.choice)]);
    await updateTabColumn(db, enrollment.id, 'payment_info', {
      payment_method: 'eft', bank_id: bank.id, bill_date: body.bill_date ?? '', account_name: bank.account_name, bank_name: bank.bank_name,
      routing_number: bank.routing_number, account_type: bank.account_type, account_holder_type: bank.account_holder_type,
      // Already sealed on file: copied as it is, so the summary masks it like any account number.
      account_number: bank.account_number,
    });
    return;
  }
  const card = await db.selectFrom('member_cards').selectAll().where('id', '=', body.card_id ?? -1).where('member_id', '=', memberId).executeTakeFirst();
  if (!card) unprocessable([fieldError('card_id', MESSAGES.accountNotOnFile)]);
  if (cardExpired(card.expiration_month, card.expiration_year, now)) unprocessable([fieldError('card_id', MESSAGES.cardExpired)]);
  const name = card.name_on_cc.trim();
  const cut = name.lastIndexOf(' ');
  await updateTabColumn(db, enrollment.id, 'payment_info', {
    payment_method: 'cc', card_id: card.id, first_name_on_cc: cut > 0 ? name.slice(0, cut) : name, last_name_on_cc: cut > 0 ? name.slice(cut + 1) : '',
    card_brand: card.card_brand, card_last4: card.card_last4, card_token: card.card_token,
    expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
}
