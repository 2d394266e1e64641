/**
 * What billing offers one enrollment: the payment types (its group's when the group pays, i.e.
 * eprocess group; otherwise its portal's), the bill dates, the billing form with those options
 * (definitions from form_fields), and the member's accounts on file, masked: a browser never
 * sees more than x's and the last four digits.
 */
import type { Kysely } from 'kysely';
import { buildForm, type TabForm, withFormMessages } from '../../adapters';
import { maskSecret } from '../../adapters/secrets';
import { billDateChoices, withBillingChoices } from '../../schemas/catalog/billingInfo';
import { offeredMethods } from '../../domain/billingRules';
import { DEFAULT_BILL_DATE, PAYMENT_METHODS, PAYMENT_METHOD_VALUES, type PaymentMethod } from '../../schemas/billing';
import type { BillDate, ExistingBank, ExistingCard } from '../../schemas/api/billing';
import type { FieldDefinition } from '../../schemas/api/types';
import type { Enrollment } from '../db/queries/enrollments';
import { formContentFor } from './formDefinitions/enrollmentForm';
import type { Database } from '../db/types';

/** The payment type an enrollment starts with and every type it may use, in display order. */
export interface BillingMethods { defaultMethod: PaymentMethod; methods: PaymentMethod[] }

const isMethod = (value: string): value is PaymentMethod => (PAYMENT_METHOD_VALUES as readonly string[]).includes(value);
const FALLBACK: PaymentMethod[] = ['eft', 'cc'];

/** The enrollment's payment types: the paying group's rows, else the portal's, else EFT and card. */
export async function billingMethods(db: Kysely<Database>, enrollment: Enrollment): Promise<BillingMethods> {
  const scopes = [
    ...(enrollment.eprocess === 'group' && enrollment.group_id !== null ? [{ scope: 'group' as const, id: enrollment.group_id }] : []),
    { scope: 'portal' as const, id: enrollment.portal_id },
  ];
  for (const { scope, id } of scopes) {
    const rows = await db.selectFrom('billing_methods').select('method').where('scope', '=', scope).where('scope_id', '=', id).orderBy('position').execute();
    const offered = rows.map((row) => row.method).filter(isMethod);
    if (offered.length > 0) return { defaultMethod: offered[0], methods: offeredMethods(offered[0], offered) };
  }
  return { defaultMethod: FALLBACK[0], methods: offeredMethods(FALLBACK[0], FALLBACK) };
}

/** The radio label of a payment type ('Credit Card', 'EFT', ...). */
export function methodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method;
}

/** The bill dates, in order, the default (28) marked. */
export async function billDates(db: Kysely<Database>): Promise<BillDate[]> {
  const rows = await db.selectFrom('bill_dates').select(['day', 'is_default']).orderBy('day').execute();
  const days = rows.length > 0 ? rows : [{ day: DEFAULT_BILL_DATE, is_default: true }];
  return days.map((row) => ({ bill_date: row.day, name: billDateChoices([row.day])[0].label, default: row.is_default }));
}

/** The day bill_date starts with: the one marked default, else 28. */
export function defaultBillDate(dates: readonly BillDate[]): string {
  return String(dates.find((date) => date.default)?.bill_date ?? DEFAULT_BILL_DATE);
}

/** Everything the billing form of one enrollment is built from. */
export interface BillingFormParts { methods: BillingMethods; dates: BillDate[]; defs: FieldDefinition[]; form: TabForm }

/** The billing form with the enrollment's payment types and bill dates as its options. */
export async function billingForm(db: Kysely<Database>, enrollment: Enrollment): Promise<BillingFormParts> {
  const [methods, dates, { defs, messages }] = await Promise.all([billingMethods(db, enrollment), billDates(db), formContentFor(db, enrollment, 'billing_info')]);
  const catalog = withBillingChoices({
    methods: methods.methods.map((value) => ({ value, label: methodLabel(value) })),
    billDates: billDateChoices(dates.map((date) => date.bill_date)),
  });
  // The scope's overrides of catalog messages: the billing save's field errors show them.
  return { methods, dates, defs, form: withFormMessages(buildForm('billing_info', catalog, defs), messages) };
}

/** Only the last four digits are kept: the rest of a number on file reads as x's. */
const masked = (last4: string, length: number) => maskSecret(`${'0'.repeat(length - 4)}${last4}`);

/** The member's bank accounts on file, numbers masked ([] for a new member). */
export async function existingBanks(db: Kysely<Database>, enrollment: Enrollment): Promise<ExistingBank[]> {
  if (enrollment.member_id === null) return [];
  const rows = await db.selectFrom('member_banks').selectAll().where('member_id', '=', enrollment.member_id).orderBy('id').execute();
  return rows.map((row) => ({
    bank_id: row.id, account_name: row.account_name, bank_name: row.bank_name, account_number: masked(row.account_last4, 12),
    account_type: row.account_type, account_holder_type: row.account_holder_type, bank_routing: row.routing_number,
  }));
}

/** The member's cards on file: brand and masked number ([] for a new member). */
export async function existingCards(db: Kysely<Database>, enrollment: Enrollment): Promise<ExistingCard[]> {
  if (enrollment.member_id === null) return [];
  const rows = await db.selectFrom('member_cards').selectAll().where('member_id', '=', enrollment.member_id).orderBy('id').execute();
  return rows.map((row) => ({
    card_id: row.id, name_on_cc: row.name_on_cc, card_brand: row.card_brand, card_number: masked(row.card_last4, 16),
    expiration_month: row.expiration_month, expiration_year: row.expiration_year,
  }));
}
