import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A whole percentage (a beneficiary's share): non-digits stripped as typed, at most three digits. */
export const PercentageWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.percentage) }, 'PercentageWidget');
