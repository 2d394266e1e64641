import { useId } from 'react';
import type { SpouseChoice } from '../../../machines/dependents';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.spouseQuestion;

export interface SpouseQuestionProps {
  choice: SpouseChoice;
  /** 'Please select spouse status' after a Submit with no choice. */
  error: string | null;
  disabled?: boolean;
  onChoose: (choice: SpouseChoice) => void;
  onSubmit: () => void;
}

/**
 * The premier spouse question (enrollment.md section 2): a selector of 'Please Select', 'Yes' and
 * 'No' with Submit; its error is tied to the selector by aria-describedby.
 */
export function SpouseQuestion({ choice, error, disabled = false, onChoose, onSubmit }: SpouseQuestionProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form className="spouse-question" aria-label={TEXT.spouseEnrollment} noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}>
      <div className="field">
        <label htmlFor={id}>{TEXT.doYouWantToEnroll}</label>
        <select id={id} value={choice} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChoose(event.target.value as SpouseChoice)}>
          <option value="">{TEXT.pleaseSelect}</option>
          <option value="yes">{TEXT.yes}</option>
          <option value="no">{TEXT.no}</option>
        </select>
        {error && <p className="field__error" id={errorId} role="alert">{error}</p>}
      </div>
      <button type="submit" className="btn btn--primary" disabled={disabled}>{TEXT.submit}</button>
    </form>
  );
}
