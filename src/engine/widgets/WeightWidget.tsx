import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** Weight in pounds: at most three digits. */
export const WeightWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.weight) }, 'WeightWidget');
