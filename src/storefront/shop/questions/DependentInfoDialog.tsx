/**
 * The dependent info dialog of plan detail (storefront.md sections 2, 5 and 7): a plan priced
 * with the dependents (enrollmentIdError until given) asks the spouse's DOB for IS and IF and the
 * number of children for IC and IF. Prefilled from get-temp-dependent-info, checked with the
 * shared rules, saved with store-temp-dependent-info; onSaved is where the page reloads pricing.
 */
import { useEffect, useState } from 'react';
import { errorsByTarget } from '../../../../machines/storefront/healthQuestionPanel';
import { childrenOf, dependentFieldsOf, dependentInfoErrors, formatDateInput, type DependentValues } from '../../../../machines/storefront/planQuestionRules';
import { failureMessage, hasFieldErrors } from '../../../../machines/errors';
import type { DependentInfo } from '../../../../schemas/api/planQuestions';
import { getTempDependentInfo } from '../../../api/getTempDependentInfo';
import { storeTempDependentInfo } from '../../../api/storeTempDependentInfo';
import { machineCall } from '../../../enrollment/machineCall';
import { DependentInfoView } from './DependentInfoView';
// oxlint-disable-next-line import/no-unassigned-import -- the dialog's styles load with plan detail's chunk
import './questions.css';

export interface DependentInfoDialogProps {
  tempId: string;
  planId: number;
  /** The quote's tier: IS and IF ask the spouse's DOB, IC and IF the number of children. */
  tier: string;
  open: boolean;
  onSaved?: (info: DependentInfo) => void;
  onClose: () => void;
}

export function DependentInfoDialog({ tempId, planId, tier, open, onSaved, onClose }: DependentInfoDialogProps) {
  const [values, setValues] = useState({ dep_dob: '', no_of_children: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    // What the quote already holds fills the fields; nothing held (or a failed read) leaves them empty.
    getTempDependentInfo(tempId).then((info) => {
      if (live) setValues({ dep_dob: info.spouse_dob ?? '', no_of_children: info.no_of_children === null ? '' : String(info.no_of_children) });
    }, () => undefined);
    return () => { live = false; };
  }, [open, tempId]);

  if (!open) return null;

  const onChange = (field: keyof DependentValues, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'dep_dob' ? formatDateInput(value) : value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([target]) => target !== field && target !== 'general')));
  };

  const onSubmit = () => {
    const found = dependentInfoErrors(tier, values, new Date());
    if (found.length > 0) {
      setErrors(errorsByTarget(found));
      return;
    }
    const asks = dependentFieldsOf(tier);
    setBusy(true);
    machineCall(storeTempDependentInfo({
      enrollment_id: tempId, plan_id: planId,
      ...(asks.spouse ? { dep_dob: values.dep_dob } : {}),
      ...(asks.children ? { no_of_children: childrenOf(values.no_of_children) ?? undefined } : {}),
    })).then(
      (info) => {
        setBusy(false);
        onSaved?.(info);
      },
      (failure: unknown) => {
        setBusy(false);
        setErrors(hasFieldErrors(failure) ? errorsByTarget(failure) : { general: failureMessage(failure) });
      },
    );
  };

  const close = () => {
    setErrors({});
    onClose();
  };

  return <DependentInfoView tier={tier} values={values} errors={errors} busy={busy} onChange={onChange} onSubmit={onSubmit} onClose={close} />;
}
