import type { WidgetProps } from '@rjsf/utils';
import { PHYSICAL_ADDRESS } from '../../../schemas/billing';
import { ariaFor } from '../aria';

const { yes: YES, no: NO } = PHYSICAL_ADDRESS;

/** A single checkbox whose value is 'yes' or 'no' (is_physical_address), labelled beside the box. */
export function YesNoCheckboxWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, label, onChange, onBlur, onFocus } = props;
  const checked = String(value ?? '') === YES;
  return (
    <div className="bs-choice bs-choice--single">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? name}
        value={YES}
        checked={checked}
        disabled={disabled || readonly}
        aria-required={required || undefined}
        {...ariaFor(id, { rawErrors, help: options.help, readonly })}
        onChange={(event) => onChange(event.target.checked ? YES : NO)}
        onBlur={() => onBlur(id, checked ? YES : NO)}
        onFocus={() => onFocus(id, checked ? YES : NO)}
      />
      <label htmlFor={id} className={required ? 'bs-label--required' : undefined}>
        {label}
      </label>
    </div>
  );
}
