import { useId, type SelectHTMLAttributes } from 'react';
import { say } from '../../shared/text/messages';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Message under the select (a machine's catalog text, shown in the site's words: issue 14); marks it invalid and is tied by aria-describedby. */
  error?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty option's text. */
  placeholder: string;
}

/** A labelled select of the homes' small forms (portal, group, tier), errors tied as TextField's are. */
export function SelectField({ label, error, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {error && <p className="field__error" id={errorId}>{say(error)}</p>}
    </div>
  );
}
