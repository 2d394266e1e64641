/**
 * The offline defaults (PHONE_VALIDATOR / EMAIL_VALIDATOR / ADDRESS_VALIDATOR = local): what can
 * be checked without a provider. They never answer unavailable.
 */
import { customFormats } from '../../../adapters';
import { INVALID, VALID, type AddressCheck, type AddressInput, type CheckResult } from './types';

/** NANP: NXX-NXX-XXXX, N = 2-9, and neither the area code nor the exchange an N11 service code. */
export function isNanpPhone(phone: string): boolean {
  const match = /^([2-9])(\d)(\d)([2-9])(\d)(\d)\d{4}$/.exec(phone);
  if (!match) return false;
  const isN11 = (second: string, third: string): boolean => second === '1' && third === '1';
  return !isN11(match[2], match[3]) && !isN11(match[5], match[6]);
}

/** Reserved top-level domains that never deliver mail (RFC 2606 / RFC 6761). */
const UNDELIVERABLE_TLDS = ['invalid', 'test', 'localhost', 'example'];

/** Format (the shared 'email' format) plus a domain whose TLD can receive mail. */
export function isDeliverableEmail(email: string): boolean {
  if (!customFormats.email(email)) return false;
  const tld = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  return !UNDELIVERABLE_TLDS.includes(tld);
}

/** Offline we can only say the state is known, the zip has 5 digits and address1 and city are there (no zip4). */
export function isPlausibleAddress(address: AddressInput, knownStates: ReadonlySet<string>): boolean {
  return knownStates.has((address.state ?? '').toUpperCase()) && /^\d{5}$/.test(address.zip ?? '') && Boolean(address.address1 && address.city);
}

const verdict = (ok: boolean): CheckResult & AddressCheck => (ok ? VALID : INVALID);

/** The offline phone check. */
export const localPhone = async (phone: string): Promise<CheckResult> => verdict(isNanpPhone(phone));

/** The offline e-mail check. */
export const localEmail = async (email: string): Promise<CheckResult> => verdict(isDeliverableEmail(email));

/** The offline address check against the states the database knows (loaded per check). */
export function localAddress(knownStates: () => Promise<ReadonlySet<string>>): (address: AddressInput) => Promise<AddressCheck> {
  return async (address) => verdict(isPlausibleAddress(address, await knownStates()));
}
