import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A Social Security Number: digits only, at most 9; dotted out while not focused; the browser never autofills or remembers it. */
export const SsnWidget = createInputWidget({ inputMode: 'numeric', autoComplete: 'off', secret: true, mask: (raw) => digitsOnly(raw, LIMITS.ssn) }, 'SsnWidget');
