import type { WidgetProps } from '@rjsf/utils';
import { translateText } from '../../../schemas/i18n/localizable';
import { ariaFor } from '../aria';

/** The empty first option's text (translated in schemas/i18n/es/forms.ts). */
export const PLEASE_SELECT = 'Please Select';

/**
 * A select over the field's options (RJSF enumOptions, from the schema's oneOf). Read-only
 * shows as a disabled select: the value stays in the form data, so it is still submitted.
 * Option values are the real string values, not RJSF's indexes, so the DOM reads naturally.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, placeholder, onChange, onBlur, onFocus } = props;
  const current = value == null ? '' : String(value);
  const choices = options.enumOptions ?? [];
  const known = current === '' || choices.some((choice) => String(choice.value) === current);
  return (
    <select
      id={id}
      name={htmlName ?? name}
      className="bs-input bs-select"
      value={current}
      disabled={disabled || readonly}
      autoComplete={options.autocomplete as string | undefined}
      aria-required={required || undefined}
      {...ariaFor(id, { rawErrors, help: options.help, readonly })}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      {/* The catalog's placeholder ('Select gender') when it has one. */}
      <option value="">{placeholder || translateText(PLEASE_SELECT)}</option>
      {/* A saved value whose lookup has not loaded yet stays selected rather than silently lost. */}
      {!known && <option value={current}>{current}</option>}
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)} disabled={choice.schema?.readOnly === true}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
