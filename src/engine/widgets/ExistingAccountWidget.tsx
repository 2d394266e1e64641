import type { WidgetProps } from '@rjsf/utils';
import { engineContext } from '../formContext';
import { ChoiceGroup } from './ChoiceGroup';
import { translateText } from '../../../schemas/i18n/localizable';

/**
 * A choice among accounts on file (a bank account or a card, shown masked) and 'new'. The
 * options come from the screen's engine context, never from the form's schema: a schema is a
 * public, cached module, and the accounts belong to this enrollment only. Without them the
 * schema's own options (if any) show. A label the catalog writes ('A new bank account') is said in
 * the language shown; an account's own label is made in it already (domain/billingRules.ts).
 */
export function ExistingAccountWidget(props: WidgetProps) {
  const own = engineContext(props.registry).privateChoices?.[props.name];
  const enumOptions = own ? own.map((choice) => ({ value: choice.value, label: translateText(choice.label) })) : props.options.enumOptions;
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
