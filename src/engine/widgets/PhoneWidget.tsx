import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A US phone number: digits only, at most 10. */
export const PhoneWidget = createInputWidget({ type: 'tel', inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.phone) }, 'PhoneWidget');
