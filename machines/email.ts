/**
 * A pragmatic e-mail check used by the save-later modal and the continue banner:
 * one '@', no spaces, no '..', a dotted domain of letters, digits and hyphens. It matches the
 * adapters' 'email' format (machines/ may not import adapters/), so every form agrees.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True when `value` (already trimmed by the caller if needed) looks like a deliverable address. */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}
