import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';

/**
 * A single checkbox labelled beside the box, whose value is `checkedValue` or `uncheckedValue` as
 * the form's wire shape spells them ('1'/'0' for most flags, 'yes'/'no' for is_physical_address).
 */
export function checkboxWidget(checkedValue: string, uncheckedValue: string) {
  return function ValuedCheckbox(props: WidgetProps) {
    const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, label, onChange, onBlur, onFocus } = props;
    const checked = String(value ?? '') === checkedValue;
    const current = checked ? checkedValue : uncheckedValue;
    return (
      <div className="bs-choice bs-choice--single">
        <input
          type="checkbox"
          id={id}
          name={htmlName ?? name}
          value={checkedValue}
          checked={checked}
          disabled={disabled || readonly}
          aria-required={required || undefined}
          {...ariaFor(id, { rawErrors, help: options.help, readonly })}
          onChange={(event) => onChange(event.target.checked ? checkedValue : uncheckedValue)}
          onBlur={() => onBlur(id, current)}
          onFocus={() => onFocus(id, current)}
        />
        <label htmlFor={id} className={required ? 'bs-label--required' : undefined}>
          {label}
        </label>
      </div>
    );
  };
}

/** A single yes/no checkbox labelled beside the box; its value is the string '1' or '0'. */
export const CheckboxWidget = checkboxWidget('1', '0');
