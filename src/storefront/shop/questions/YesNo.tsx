import { useId, type ReactNode } from 'react';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.yesNo;

export interface YesNoProps {
  /** The question, the group's legend. */
  legend: ReactNode;
  /** 1 Yes, 0 No, null not answered. */
  value: number | null | undefined;
  error?: string | null;
  /** The id of a message shown elsewhere that this group shares (the form's 'Please answer all questions'): invalid, described by it. */
  sharedErrorId?: string;
  onChange: (yes: boolean) => void;
  disabled?: boolean;
}

/** A question answered Yes or No: a radio group whose legend is the question, its message tied by aria-describedby. */
export function YesNo({ legend, value, error, sharedErrorId, onChange, disabled }: YesNoProps) {
  const name = useId();
  const errorId = error ? `${name}-error` : sharedErrorId;
  return (
    <fieldset className="yes-no" aria-describedby={errorId} aria-invalid={errorId ? true : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      <div className="yes-no__choices">
        <label><input type="radio" name={name} checked={value === 1} onChange={() => onChange(true)} /> {TEXT.yes}</label>
        <label><input type="radio" name={name} checked={value === 0} onChange={() => onChange(false)} /> {TEXT.no}</label>
      </div>
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </fieldset>
  );
}
