/**
 * The shapes every validator answers in. A check is valid, invalid, or unavailable (the provider
 * could not say: timeout, network, 5xx, auth or quota failure); the caller decides what
 * unavailable means (policy.ts: fail open).
 */

/** The provider could not answer. `reason` names what failed, never the checked value or a key. */
export interface Unavailable { status: 'unavailable'; reason: string }

/** The answer of a phone or e-mail check. */
export type CheckResult = { status: 'valid' } | { status: 'invalid' } | Unavailable;

/** The answer of an address check: a confirmed address may carry its ZIP+4. */
export type AddressCheck = { status: 'valid'; zip4?: string } | { status: 'invalid' } | Unavailable;

/** The address a tab sends when with_validation is 1 (fields as the contact and employer forms name them). */
export interface AddressInput { address1?: string; address2?: string; city?: string; state?: string; zip?: string }

export interface Validators {
  /** validate-phone-numverify: is this 10-digit number a dialable US number? */
  phone(phone: string): Promise<CheckResult>;
  /** validate-email-neverbounce: is this address deliverable? */
  email(email: string): Promise<CheckResult>;
  /** with_validation = 1 on save-contact-info / save-employer-info: does this address exist? */
  address(address: AddressInput): Promise<AddressCheck>;
}

export const VALID = { status: 'valid' } as const;
export const INVALID = { status: 'invalid' } as const;

/** An unavailable answer; `reason` must be built from fixed words, codes and HTTP statuses only. */
export function unavailable(reason: string): Unavailable {
  return { status: 'unavailable', reason };
}
