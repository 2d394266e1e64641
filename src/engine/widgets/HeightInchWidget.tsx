import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** Height in inches: at most two digits. */
export const HeightInchWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.heightInch) }, 'HeightInchWidget');
