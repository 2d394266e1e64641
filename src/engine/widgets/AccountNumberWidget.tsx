import { digitsOnly } from '../../../adapters';
import { BILLING_LIMITS } from '../../../schemas/billing';
import { createInputWidget } from './createInputWidget';

/** A bank account number: digits only, 4 to 17; dotted out while not focused; never autofilled or remembered. */
export const AccountNumberWidget = createInputWidget(
  { inputMode: 'numeric', autoComplete: 'off', secret: true, mask: (raw) => digitsOnly(raw, BILLING_LIMITS.accountMax) },
  'AccountNumberWidget',
);
