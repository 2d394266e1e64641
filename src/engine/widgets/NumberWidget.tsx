import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A whole number typed as digits (kept a string, as the form shape has it). */
export const NumberWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.number) }, 'NumberWidget');
