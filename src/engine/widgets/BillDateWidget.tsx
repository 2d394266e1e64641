import type { WidgetProps } from '@rjsf/utils';
import { RadioWidget } from './RadioWidget';

/** The bill date radios, each read as 'Nth of month' (the server's options; 28th by default). */
export function BillDateWidget(props: WidgetProps) {
  return <RadioWidget {...props} />;
}
