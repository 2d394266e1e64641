import type { WidgetProps } from '@rjsf/utils';
import { engineContext } from '../formContext';
import { ChoiceGroup } from './ChoiceGroup';

/**
 * A choice among accounts on file (a bank account or a card, shown masked) and 'new'. The
 * options come from the screen's engine context, never from the form's schema: a schema is a
 * public, cached module, and the accounts belong to this enrollment only. Without them the
 * schema's own options (if any) show.
 */
export function ExistingAccountWidget(props: WidgetProps) {
  const own = engineContext(props.registry).privateChoices?.[props.name];
  const enumOptions = own ? own.map((choice) => ({ value: choice.value, label: choice.label })) : props.options.enumOptions;
  const current = props.value == null ? '' : String(props.value);
  return (
    <ChoiceGroup
      widget={{ ...props, options: { ...props.options, enumOptions } }}
      type="radio"
      current={current}
      isChecked={(value) => value === current}
      onToggle={(value) => props.onChange(value)}
    />
  );
}
