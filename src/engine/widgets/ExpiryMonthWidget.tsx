import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './SelectWidget';

/** A card's expiration month: 01 to 12 (the schema's options). */
export function ExpiryMonthWidget(props: WidgetProps) {
  return <SelectWidget {...props} />;
}
