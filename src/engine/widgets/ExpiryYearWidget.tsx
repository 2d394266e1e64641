import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './SelectWidget';

/** A card's expiration year: this year through 20 years later (the schema's options, built by the server). */
export function ExpiryYearWidget(props: WidgetProps) {
  return <SelectWidget {...props} />;
}
