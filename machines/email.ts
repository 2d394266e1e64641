/**
 * A pragmatic e-mail check used by the save-later modal and the continue banner:
 * one '@', no spaces, no '..', a dotted domain of letters, digits and hyphens. It matches the
 * adapters' 'email' format: both read the pattern from schemas/ (machines/ may not import adapters/).
 */
import { EMAIL_MAX_LENGTH, PATTERNS } from '../schemas/catalog/patterns';

const EMAIL = new RegExp(PATTERNS.email);

/** True when `value` (already trimmed by the caller if needed) looks like a deliverable address. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !value.includes('..');
}
