import type { WidgetProps } from '@rjsf/utils';
import { RadioWidget } from './RadioWidget';

/**
 * The payment type radios (Credit Card, EFT, LIST, EFT LIST, STMT): one radio per type the
 * server offers (its schema's options). A fixed type comes read-only, its one radio checked.
 */
export function PaymentTypeWidget(props: WidgetProps) {
  return <RadioWidget {...props} />;
}
