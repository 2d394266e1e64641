import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';
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

/**
 * A fieldset whose legend labels a group of choices (radios, checkbox groups): screen readers
 * announce the legend with each choice, and every box points at the field's error and help.
 * The required marker is drawn by CSS, so the legend's text stays exactly the field's title.
 */
export function ChoiceGroup({ widget, type, isChecked, onToggle, current }: ChoiceGroupProps) {
  const { id, htmlName, name, readonly, disabled, required, rawErrors, options, label, onBlur, onFocus } = widget;
  const role = type === 'radio' ? 'radiogroup' : undefined;
  const aria = ariaFor(id, { rawErrors, help: options.help, readonly });
  return (
    <fieldset
      id={id}
      role={role}
      aria-required={role && required ? true : undefined}
      className={`bs-choices${readonly ? ' bs-choices--readonly' : ''}`}
    >
      <legend className={labelClass(required, options.labelHidden === true)}>{label}</legend>
      <div className="bs-choices__list">
        {(options.enumOptions ?? []).map((choice, index) => {
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
        })}
      </div>
    </fieldset>
  );
}
