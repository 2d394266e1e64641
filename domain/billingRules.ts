/**
 * Pure rules of Billing Information (enrollment.md section 4, "Billing"): which payment types
 * show, which fields an account on file locks and what they show, the physical-address copy,
 * the routing number's checksum and the request a submit makes. The billing machine, the screen
 * and the server read these, so each rule is written once.
 */
import type { ExistingBank, ExistingCard } from '../schemas/api/billing';
import {
  ADDRESS_FIELDS, BANK_FIELDS, BILLING_LIMITS, CARD_FIELDS, FIXED_METHODS, NEW_ACCOUNT, PAYMENT_METHOD_VALUES, PHYSICAL_ADDRESS,
  type PaymentMethod,
} from '../schemas/billing';
import type { Choice } from '../schemas/catalog/types';
import { MESSAGES } from '../schemas/messages';
import { ENROLLMENT_TEXT } from '../schemas/uiText/enrollment';
import { fill } from '../schemas/uiText/fill';

/** Form values as the billing form holds them (strings). */
export type BillingValues = Record<string, unknown>;

/** The contact address 'Choose physical address' copies. */
export type ContactAddress = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

const isMethod = (value: unknown): value is PaymentMethod => (PAYMENT_METHOD_VALUES as readonly unknown[]).includes(value);

/** Whether the type is fixed with a note only (list, elist, stmt). */
export function isFixedMethod(method: unknown): boolean {
  return (FIXED_METHODS as readonly unknown[]).includes(method);
}

/**
 * The payment types to show: a fixed type alone; otherwise the default first, then the other
 * types offered, and EFT beside a card default even when the server offered only cards.
 */
export function offeredMethods(defaultMethod: PaymentMethod, offered: readonly unknown[]): PaymentMethod[] {
  if (isFixedMethod(defaultMethod)) return [defaultMethod];
  const payer = offered.filter((m): m is PaymentMethod => isMethod(m) && !isFixedMethod(m));
  const methods = [defaultMethod, ...payer, ...(defaultMethod === 'cc' ? ['eft' as const] : [])];
  return [...new Set(methods)];
}

/** The note a fixed type shows instead of payment details (null for EFT and card). */
export function fixedMethodNote(method: unknown): string | null {
  if (method === 'list') return MESSAGES.billingNoteList;
  if (method === 'elist') return MESSAGES.billingNoteElist;
  if (method === 'stmt') return MESSAGES.billingNoteStmt;
  return null;
}

/** A complete routing number: exactly 9 digits. */
export function isRoutingNumber(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[0-9]{${BILLING_LIMITS.routing}}$`).test(value);
}

/** The ABA checksum of a 9-digit routing number: 3, 7, 1 weights over the digits, sum divisible by 10. */
export function abaChecksumValid(routing: string): boolean {
  if (!isRoutingNumber(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** Whether a value chooses an account on file (an id), not 'new' or nothing. */
export function isAccountOnFile(choice: unknown): boolean {
  return typeof choice === 'string' && choice !== '' && choice !== NEW_ACCOUNT;
}

/** How an account on file is named (schemas/uiText/enrollment.ts), read when the choices are made: in the language shown. */
const ON_FILE = ENROLLMENT_TEXT.accountsOnFile;

/** An account's type in words ('checking', 'savings'); another as it came. */
const accountType = (type: string): string => (type === 'checking' ? ON_FILE.checking : type === 'savings' ? ON_FILE.savings : type);

/** The options of the existing-or-new choice: each account on file, then 'new'. */
export function bankChoices(banks: readonly ExistingBank[]): Choice[] {
  return [
    ...banks.map((bank) => ({ value: String(bank.bank_id), label: fill(ON_FILE.bank, { bank: bank.bank_name, type: accountType(bank.account_type), number: bank.account_number }) })),
    { value: NEW_ACCOUNT, label: MESSAGES.newBankAccount },
  ];
}

/** The options of the existing-or-new card choice: each card on file, then 'new'. */
export function cardChoices(cards: readonly ExistingCard[]): Choice[] {
  return [
    ...cards.map((card) => ({
      value: String(card.card_id),
      label: fill(ON_FILE.card, { brand: card.card_brand, number: card.card_number, month: card.expiration_month, year: card.expiration_year }),
    })),
    { value: NEW_ACCOUNT, label: MESSAGES.newCard },
  ];
}

/** What the locked bank fields show for an account on file (its number masked as the server sent it). */
export function bankDisplay(bank: ExistingBank): BillingValues {
  return {
    account_name: bank.account_name, account_number: bank.account_number, routing_number: bank.bank_routing,
    bank_name: bank.bank_name, account_type: bank.account_type, account_holder_type: bank.account_holder_type,
  };
}

/** What the locked card fields show for a card on file: the name split at its last space, the masked number, no code. */
export function cardDisplay(card: ExistingCard): BillingValues {
  const name = card.name_on_cc.trim();
  const cut = name.lastIndexOf(' ');
  const empty = Object.fromEntries(CARD_FIELDS.map((field) => [field, '']));
  return {
    ...empty,
    first_name_on_cc: cut > 0 ? name.slice(0, cut) : name, last_name_on_cc: cut > 0 ? name.slice(cut + 1) : '',
    card_number: card.card_number, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  };
}

/** 'Choose physical address' checked: the contact address, and the box ticked. */
export function physicalAddressValues(contact: ContactAddress): BillingValues {
  return { ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, contact[field] ?? ''])), is_physical_address: PHYSICAL_ADDRESS.yes };
}

/** Unchecked: the address cleared and is_physical_address 'no'. */
export function clearedAddressValues(): BillingValues {
  return { ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])), is_physical_address: PHYSICAL_ADDRESS.no };
}

/** What each way of paying locks: an account on file its fields, the physical address the address. */
export type BillingLock = 'none' | 'bankOnFile' | 'cardOnFile' | 'physicalAddress';

/** The fields a lock makes read-only. */
export function lockedFields(lock: BillingLock): readonly string[] {
  if (lock === 'bankOnFile') return BANK_FIELDS;
  if (lock === 'cardOnFile') return CARD_FIELDS;
  if (lock === 'physicalAddress') return ADDRESS_FIELDS;
  return [];
}

/** `next` with the locked fields kept as they were in `kept` (an edit cannot change a locked field). */
export function withoutLocked(kept: BillingValues, next: BillingValues, lock: BillingLock): BillingValues {
  const locked = lockedFields(lock);
  return { ...next, ...Object.fromEntries(locked.map((field) => [field, kept[field] ?? ''])) };
}

/** What a submit sends: the new account's fields, or an account on file, or only the fixed type. */
export type BillingRequest =
  | { kind: 'new'; body: BillingValues & { payment_method: PaymentMethod } }
  | { kind: 'existing'; body: { payment_method: 'eft'; bank_id: number; bill_date: string } | { payment_method: 'cc'; card_id: number } };

/**
 * The request of a submitted payload (wire shape): an account on file goes to
 * save-billing-info-existing, anything else to save-billing-info without the choice fields.
 */
export function billingRequest(payload: BillingValues): BillingRequest {
  const method = isMethod(payload.payment_method) ? payload.payment_method : 'eft';
  if (method === 'eft' && isAccountOnFile(payload.bank_id)) {
    return { kind: 'existing', body: { payment_method: 'eft', bank_id: Number(payload.bank_id), bill_date: String(payload.bill_date ?? '') } };
  }
  if (method === 'cc' && isAccountOnFile(payload.card_id)) return { kind: 'existing', body: { payment_method: 'cc', card_id: Number(payload.card_id) } };
  const { bank_id: _bank, card_id: _card, ...rest } = payload;
  return { kind: 'new', body: isFixedMethod(method) ? { payment_method: method } : { ...rest, payment_method: method } };
}

/** Whether a card expiring at the end of month/year has expired by `now`. */
export function cardExpired(month: string, year: string, now: Date): boolean {
  const [m, y] = [Number(month), Number(year)];
  if (!Number.isInteger(m) || !Number.isInteger(y)) return false;
  return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1);
}
