import type { WidgetProps } from '@rjsf/utils';
import { ariaFor } from '../aria';
import { toFormValue } from '../templates/BaseInputTemplate';
import { useDraft } from '../useDraft';

/** Multi-line free text; like every text widget it commits on blur or after a pause, not per keystroke. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, name, value, readonly, disabled, required, rawErrors, options, placeholder, onChange, onBlur, onFocus } = props;
  const { text, edit, commit } = useDraft(value == null ? '' : String(value), (next) => onChange(toFormValue(next)));
  return (
    <textarea
      id={id}
      name={htmlName ?? name}
      className="bs-input bs-textarea"
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={text}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      aria-required={required || undefined}
      {...ariaFor(id, { rawErrors, help: options.help, readonly })}
      onChange={(event) => edit(event.target.value)}
      onBlur={(event) => {
        commit();
        onBlur(id, toFormValue(event.target.value));
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
