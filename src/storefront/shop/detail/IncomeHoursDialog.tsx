/** The Annual Income and working hours modal (storefront.md section 2 "Plan detail"): what a disability plan prices by. */
import { useState } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { Modal } from '../../../app/ui/Modal';
import { ModalForm } from '../../../app/ui/ModalForm';
import { TextField } from '../../../app/ui/TextField';
import { useFilterChange } from './useFilterChange';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.incomeHoursDialog;

export interface IncomeHoursDialogProps { tempId: string; onSaved: () => void; onClose: () => void }

const INCOME = /^[0-9]{1,9}$/;
const HOURS = /^[0-9]{1,3}$/;

/** Checks the two answers; null when both are fine. */
export function incomeHoursErrors(income: string, hours: string): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if (income.trim() === '') errors.annual_incode = MESSAGES.required;
  else if (!INCOME.test(income.trim())) errors.annual_incode = MESSAGES.planDetailIncomeInvalid;
  if (hours.trim() === '') errors.working_hours = MESSAGES.required;
  else if (!HOURS.test(hours.trim()) || Number(hours) > 168) errors.working_hours = MESSAGES.planDetailHoursInvalid;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Annual income (whole dollars) and working hours a week, saved on the quote; the plan then prices again. */
export function IncomeHoursDialog({ tempId, onSaved, onClose }: IncomeHoursDialogProps) {
  const [income, setIncome] = useState('');
  const [hours, setHours] = useState('');
  const [shown, setShown] = useState<Record<string, string>>({});
  const change = useFilterChange(tempId, onSaved);
  const errors = { ...change.errors, ...shown };
  const submit = () => {
    const found = incomeHoursErrors(income, hours);
    setShown(found ?? {});
    if (!found) void change.save({ annual_incode: Number(income), working_hours: Number(hours) });
  };
  return (
    <Modal title={TEXT.annualIncomeAndWorkingHours} onClose={onClose}>
      <ModalForm busy={change.busy} cancelLabel={TEXT.cancel} submitLabel={TEXT.submit} onCancel={onClose} onSubmit={submit}>
        <p>{TEXT.thisPlansBenefitDependsOn}</p>
        <TextField label={TEXT.annualIncome} name="annual_incode" inputMode="numeric" autoComplete="off" maxLength={9} value={income}
          error={errors.annual_incode} onChange={(event) => setIncome(event.target.value.replace(/[^0-9]/g, ''))} />
        <TextField label={TEXT.workingHoursPerWeek} name="working_hours" inputMode="numeric" autoComplete="off" maxLength={3} value={hours}
          error={errors.working_hours} onChange={(event) => setHours(event.target.value.replace(/[^0-9]/g, ''))} />
        {errors.general && <p className="field__error" role="alert">{errors.general}</p>}
      </ModalForm>
    </Modal>
  );
}
