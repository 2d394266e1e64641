import { useId, type ReactNode } from 'react';

export interface YesNoProps {
  /** The question, the group's legend. */
  legend: ReactNode;
  /** 1 Yes, 0 No, null not answered. */
  value: number | null | undefined;
  error?: string | null;
  onChange: (yes: boolean) => void;
  disabled?: boolean;
}

/** A question answered Yes or No: a radio group whose legend is the question, its message tied by aria-describedby. */
export function YesNo({ legend, value, error, onChange, disabled }: YesNoProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="yes-no" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      <div className="yes-no__choices">
        <label><input type="radio" name={name} checked={value === 1} onChange={() => onChange(true)} /> Yes</label>
        <label><input type="radio" name={name} checked={value === 0} onChange={() => onChange(false)} /> No</label>
      </div>
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </fieldset>
  );
}
