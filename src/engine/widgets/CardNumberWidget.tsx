import { digitsOnly } from '../../../adapters';
import { BILLING_LIMITS } from '../../../schemas/billing';
import { createInputWidget } from './createInputWidget';

/** A card number: digits only (spaces typed or pasted are dropped), 13 to 25; dotted out while not focused. */
export const CardNumberWidget = createInputWidget(
  { inputMode: 'numeric', secret: true, mask: (raw) => digitsOnly(raw, BILLING_LIMITS.cardMax) },
  'CardNumberWidget',
);
