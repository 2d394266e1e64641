import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';

/** Checked and unchecked as the form shape spells them. */
const CHECKED = '1';
const UNCHECKED = '0';

/** A single yes/no checkbox labelled beside the box; its value is the string '1' or '0'. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, label, onChange, onBlur, onFocus } = props;
  const checked = String(value ?? '') === CHECKED;
  return (
    <div className="bs-choice bs-choice--single">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? name}
        checked={checked}
        disabled={disabled || readonly}
        aria-required={required || undefined}
        {...ariaFor(id, { rawErrors, help: options.help, readonly })}
        onChange={(event) => onChange(event.target.checked ? CHECKED : UNCHECKED)}
        onBlur={() => onBlur(id, checked ? CHECKED : UNCHECKED)}
        onFocus={() => onFocus(id, checked ? CHECKED : UNCHECKED)}
      />
      <label htmlFor={id} className={required ? 'bs-label--required' : undefined}>
        {label}
      </label>
    </div>
  );
}
