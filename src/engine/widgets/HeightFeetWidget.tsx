import { digitsOnly } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** Height in feet: one digit. */
export const HeightFeetWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, 1) }, 'HeightFeetWidget');
