import type { HTMLAttributes, KeyboardEvent } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaFor } from '../aria';
import { useDraft } from '../useDraft';

/** How a text-like widget shapes its input: the mask applied on every keystroke and the input's look. */
export interface InputLook {
  mask?: (raw: string) => string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  /** Overrides the uiSchema's autocomplete token (SSN must never autofill). */
  autoComplete?: string;
  /** Shown as dots while not focused (shoulder-surfing), readable and editable while focused. */
  secret?: boolean;
}

/** Empty input -> undefined, RJSF's "no value", so `required` reports it. */
export function toFormValue(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/**
 * The engine's `<input>`: keeps a local draft (see useDraft), masks every keystroke, and
 * carries the label wiring the field template expects (aria-describedby, aria-invalid).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps & { look?: InputLook }) {
  const { id, htmlName, name, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, rawErrors, required, look = {} } = props;
  const mask = look.mask ?? ((raw: string) => raw);
  const { text, edit, commit } = useDraft(value == null ? '' : String(value), (next) => onChange(toFormValue(next)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const autoComplete = look.autoComplete ?? (options.autocomplete as string | undefined);
  return (
    <input
      id={id}
      name={htmlName ?? name}
      className={look.secret ? 'bs-input bs-input--secret' : 'bs-input'}
      type={look.type ?? 'text'}
      value={text}
      inputMode={look.inputMode}
      maxLength={look.maxLength}
      placeholder={look.placeholder ?? (props.placeholder || undefined)}
      autoComplete={autoComplete}
      readOnly={readonly}
      disabled={disabled}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- only when a uiSchema asks for it
      autoFocus={autofocus}
      aria-required={required || undefined}
      {...ariaFor(id, { rawErrors, help: options.help, readonly })}
      onChange={(event) => edit(mask(event.target.value))}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        commit();
        onBlur(id, toFormValue(event.target.value));
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
