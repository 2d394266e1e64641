import type { WidgetProps } from '@rjsf/utils';

/**
 * A value the form keeps and sends but the user neither sees nor edits (a question's id, a row's
 * saved id). The object template leaves hidden fields out of the layout; this input only keeps
 * the value in the DOM for whoever renders one directly.
 */
export function HiddenWidget({ id, htmlName, name, value }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? name} value={value == null ? '' : String(value)} />;
}
