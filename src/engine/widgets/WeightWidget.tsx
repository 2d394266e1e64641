import { digitsOnly } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** Weight in pounds: at most three digits. */
export const WeightWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, 3) }, 'WeightWidget');
