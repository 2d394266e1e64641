/**
 * Seeds billing (migration 009): each portal's and group's payment types, the bill dates, the
 * billing form's definitions (default scope, so every portal gets them) and member 7001's bank
 * account (number sealed) and card (token, brand and last four only).
 */
import type { Kysely } from 'kysely';
import {
  DEMO_BILL_DATES, DEMO_BILLING_FIELDS, DEMO_BILLING_METHODS, DEMO_MEMBER_BANKS, DEMO_MEMBER_CARDS,
} from '../../../schemas/demo/billing';
import { DEFAULT_BILL_DATE } from '../../../schemas/billing';
import type { FieldCipher } from '../../services/crypto';
import type { Database } from '../types';

/** Inserts the billing demo data (inside the seeding transaction, after the members). */
export async function seedBilling(db: Kysely<Database>, cipher: FieldCipher): Promise<void> {
  const methods = (['portal', 'group'] as const).flatMap((scope) =>
    Object.entries(DEMO_BILLING_METHODS[scope] as Record<number, readonly string[]>).flatMap(([id, list]) =>
      list.map((method, position) => ({ scope, scope_id: Number(id), position, method }))));
  await db.insertInto('billing_methods').values(methods).execute();
  await db.insertInto('bill_dates').values(DEMO_BILL_DATES.map((day) => ({ day, is_default: day === DEFAULT_BILL_DATE }))).execute();
  await db.insertInto('form_fields').values(DEMO_BILLING_FIELDS.map(([field_name, required, read_only], position) => ({
    scope: 'default' as const, scope_id: 0, tab: 'billing_info', field_name, position, required, read_only, schema_hint: null,
  }))).execute();
  await db.insertInto('member_banks').values(DEMO_MEMBER_BANKS.map((bank) => ({
    ...bank, account_number: cipher.encrypt(bank.account_number), account_last4: bank.account_number.slice(-4),
  }))).execute();
  await db.insertInto('member_cards').values([...DEMO_MEMBER_CARDS]).execute();
}
