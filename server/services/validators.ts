/**
 * The external validators (numverify phone, neverbounce e-mail, USPS address) as pluggable
 * services. The local defaults check what can be checked offline and answer in the same shape
 * as the real services, so a deployment swaps one in through buildApp({ validators }).
 */
import { customFormats } from '../../adapters';

export interface AddressInput { address1?: string; city?: string; state?: string; zip?: string }
export interface AddressResult { valid: boolean; zip4?: string }

export interface Validators {
  /** numverify: is this a dialable US number? */
  phone(phone: string): Promise<boolean>;
  /** neverbounce: is this address deliverable? */
  email(email: string): Promise<boolean>;
  /** USPS: does this address exist? (with_validation = 1) */
  address(address: AddressInput, knownStates: ReadonlySet<string>): Promise<AddressResult>;
}

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

/** The offline defaults. */
export const localValidators: Validators = {
  phone: async (phone) => isNanpPhone(phone),
  email: async (email) => isDeliverableEmail(email),
  // Offline we can only say the state exists and the zip has 5 digits; the real USPS adds zip4.
  address: async (address, knownStates) => ({
    valid: knownStates.has((address.state ?? '').toUpperCase()) && /^\d{5}$/.test(address.zip ?? '') && Boolean(address.address1 && address.city),
  }),
};
