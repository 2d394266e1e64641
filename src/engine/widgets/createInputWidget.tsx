import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';
import type { InputLook } from '../templates/BaseInputTemplate';

/**
 * A text-like widget: the engine's input with one look (mask, type, input mode, length).
 * Every text widget of the registry is one call of this, so they share draft, label and
 * error wiring and differ only in data. Not React.memo: RJSF's getWidget rejects memo
 * objects, and RJSF hands widgets a new `options` object each render anyway; the per-field
 * draft is what keeps typing cheap.
 */
export function createInputWidget(look: InputLook, displayName: string) {
  const Widget = (props: WidgetProps) => <BaseInputTemplate {...props} look={look} />;
  Widget.displayName = displayName;
  return Widget;
}
