import type { WidgetProps } from '@rjsf/utils';
import { ariaFor, fieldIds } from '../aria';
import { engineContext } from '../formContext';
import { labelClass } from '../layout';

/** Props of the fieldset that renders a field's options as radios or checkboxes. */
export interface ChoiceGroupProps {
  /** The RJSF widget props of the field (id, name, label, options, flags, errors, callbacks). */
  widget: WidgetProps;
  /** 'radio': one choice (the fieldset is a radiogroup, which can carry aria-required); 'checkbox': any number. */
  type: 'radio' | 'checkbox';
  /** Whether the option with this value is chosen. */
  isChecked: (value: string) => boolean;
  /** The user ticked (true) or unticked (false) the option with this value. */
  onToggle: (value: string, checked: boolean) => void;
  /** The field's current value, as handed to RJSF's onBlur / onFocus. */
  current: unknown;
}

type EnumOption = NonNullable<WidgetProps['options']['enumOptions']>[number];

/** The options in order, by their group ('' = none; FieldSpec choices' `group`, uiSchema 'ui:choiceGroups'), each with its index. */
function groupsOf(choices: readonly EnumOption[], byValue: unknown): Array<[string, Array<{ choice: EnumOption; index: number }>]> {
  const groupOf = (value: unknown): string => (byValue && typeof byValue === 'object' ? String((byValue as Record<string, unknown>)[String(value)] ?? '') : '');
  const groups = new Map<string, Array<{ choice: EnumOption; index: number }>>();
  choices.forEach((choice, index) => {
    const group = groupOf(choice.value);
    groups.set(group, [...(groups.get(group) ?? []), { choice, index }]);
  });
  return [...groups];
}

/**
 * A fieldset whose legend labels a group of choices (radios, checkbox groups): screen readers
 * announce the legend with each choice, and every box points at the field's error and help.
 * The required marker is drawn by CSS, so the legend's text stays exactly the field's title.
 * Options that name a group (a plan question's 'A. Prior to age 60') show in a fieldset of their group.
 */
export function ChoiceGroup({ widget, type, isChecked, onToggle, current }: ChoiceGroupProps) {
  const { id, htmlName, name, readonly, disabled, required, rawErrors, options, label, onBlur, onFocus } = widget;
  const role = type === 'radio' ? 'radiogroup' : undefined;
  const described = ariaFor(id, { rawErrors, help: options.help, readonly });
  // A message the form shows once (FieldSpec.errorAtForm) describes the choices from where it is shown.
  const formMessageId = options.errorAtForm === true && rawErrors?.length ? engineContext(widget.registry).formMessageId : undefined;
  const aria = formMessageId
    ? { ...described, 'aria-describedby': [formMessageId, ...(described['aria-describedby']?.split(' ').filter((ref) => ref !== fieldIds.error(id)) ?? [])].join(' ') }
    : described;
  return (
    <fieldset
      id={id}
      role={role}
      aria-required={role && required ? true : undefined}
      className={`bs-choices${readonly ? ' bs-choices--readonly' : ''}`}
    >
      <legend className={labelClass(required, options.labelHidden === true)}>{label}</legend>
      {groupsOf(options.enumOptions ?? [], options.choiceGroups).map(([group, choices]) => {
        const list = <div className="bs-choices__list" key={group}>{choices.map(({ choice, index }) => {
          const optionId = `${id}-${index}`;
          const value = String(choice.value);
          return (
            <div className="bs-choice" key={value}>
              <input
                type={type}
                id={optionId}
                // Radios group by name: the field's own id keeps each row's answer (a question per list row) apart.
                name={htmlName ?? (type === 'radio' ? id : name ?? id)}
                value={value}
                checked={isChecked(value)}
                disabled={disabled || readonly}
                {...aria}
                onChange={(event) => onToggle(value, event.target.checked)}
                onBlur={() => onBlur(id, current)}
                onFocus={() => onFocus(id, current)}
              />
              <label htmlFor={optionId}>{choice.label}</label>
            </div>
          );
        })}</div>;
        return group ? <fieldset className="bs-choices__group" key={group}><legend>{group}</legend>{list}</fieldset> : list;
      })}
    </fieldset>
  );
}
