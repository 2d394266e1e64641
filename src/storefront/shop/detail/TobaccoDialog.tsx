/** The Tobacco Usage modal (storefront.md section 2 "Plan detail"): 'Do you smoke?' Yes = 1, No = 0, saved with the plan's id. */
import { useId, useState } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { Modal } from '../../../app/ui/Modal';
import { ModalForm } from '../../../app/ui/ModalForm';
import { useFilterChange } from './useFilterChange';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.tobaccoDialog;

export interface TobaccoDialogProps { tempId: string; planId: number; onSaved: () => void; onClose: () => void }

const ANSWERS = [{ value: 1, label: TEXT.yes }, { value: 0, label: TEXT.no }] as const;

/** The tobacco answer; a tobacco-rated plan then prices at the smoker's or non-smoker's rate. */
export function TobaccoDialog({ tempId, planId, onSaved, onClose }: TobaccoDialogProps) {
  const [answer, setAnswer] = useState<0 | 1 | null>(null);
  const [missing, setMissing] = useState(false);
  const change = useFilterChange(tempId, onSaved);
  const id = useId();
  const error = missing ? MESSAGES.required : (change.errors.is_smoker ?? null);
  const submit = () => {
    setMissing(answer === null);
    if (answer !== null) void change.save({ is_smoker: answer, plan_id: planId });
  };
  return (
    <Modal title={TEXT.tobaccoUsage} onClose={onClose}>
      <ModalForm busy={change.busy} cancelLabel={TEXT.cancel} submitLabel={TEXT.submit} onCancel={onClose} onSubmit={submit}>
        <fieldset className="field detail-choice" aria-describedby={error ? `${id}-error` : undefined}>
          <legend>{MESSAGES.planDetailSmokeQuestion}</legend>
          {ANSWERS.map((option) => (
            <label key={option.value} className="detail-choice__option">
              <input type="radio" name="is_smoker" value={option.value} checked={answer === option.value}
                onChange={() => { setAnswer(option.value); setMissing(false); }} />
              {option.label}
            </label>
          ))}
          {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
        </fieldset>
        {change.errors.general && <p className="field__error" role="alert">{change.errors.general}</p>}
      </ModalForm>
    </Modal>
  );
}
