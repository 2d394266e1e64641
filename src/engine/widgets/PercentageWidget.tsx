import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/**
 * A typed percentage as the rules read it: digits only (enrollment.md section 5), leading zeros
 * dropped ('050' is 50, so it never meets the 'should not be 0' message; a lone '0' stays and
 * does), at most three digits.
 */
export function maskPercentage(raw: string): string {
  return digitsOnly(digitsOnly(raw, raw.length).replace(/^0+(?=\d)/, ''), LIMITS.percentage);
}

/** A whole percentage (a beneficiary's share): masked as typed by maskPercentage. */
export const PercentageWidget = createInputWidget({ inputMode: 'numeric', mask: maskPercentage }, 'PercentageWidget');
