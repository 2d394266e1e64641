import { digitsOnly } from '../../../adapters';
import { BILLING_LIMITS } from '../../../schemas/billing';
import { createInputWidget } from './createInputWidget';

/** A card's security code: 3 or 4 digits, dotted out while not focused. */
export const SecurityCodeWidget = createInputWidget(
  { inputMode: 'numeric', secret: true, mask: (raw) => digitsOnly(raw, BILLING_LIMITS.securityMax) },
  'SecurityCodeWidget',
);
