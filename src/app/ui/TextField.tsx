import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Message shown under the input; marks it invalid and is tied by aria-describedby. */
  error?: string | null;
}

/**
 * A labelled text input for the small forms outside the schema engine (continue banner,
 * modals). The accessible name is exactly the visible label.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </div>
  );
});
