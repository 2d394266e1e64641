import type { WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './ChoiceGroup';

/** One choice of a few, as radios in a fieldset whose legend is the field's label. */
export function RadioWidget(props: WidgetProps) {
  const current = props.value == null ? '' : String(props.value);
  return (
    <ChoiceGroup
      widget={props}
      type="radio"
      current={current}
      isChecked={(value) => value === current}
      onToggle={(value) => props.onChange(value)}
    />
  );
}
