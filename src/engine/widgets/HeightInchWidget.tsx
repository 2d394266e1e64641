import { digitsOnly } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** Height in inches: at most two digits. */
export const HeightInchWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, 2) }, 'HeightInchWidget');
