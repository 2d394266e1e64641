/**
 * What a refused pricing shows (storefront.md section 8): the code's message, and where the
 * visitor can fix it here, the button that opens the modal asking for it (income and hours,
 * tobacco usage, the tier, dependent information). State, area and age are fixed in the basic
 * info above; planAgeError and portalError are the server's text.
 */
import type { PricingRefusalCode } from '../../../api/getPlanPricingDetail';

export type DetailModal = 'income' | 'tobacco' | 'tier' | 'dependents';

const FIXES: Partial<Record<PricingRefusalCode, { modal: DetailModal; label: string }>> = {
  salaryError: { modal: 'income', label: 'Edit annual income and working hours' },
  hourError: { modal: 'income', label: 'Edit annual income and working hours' },
  smokerError: { modal: 'tobacco', label: 'Choose tobacco usage' },
  tierError: { modal: 'tier', label: 'Choose another tier' },
};

export interface PricingMessageProps {
  code: PricingRefusalCode;
  message: string;
  /** The plan asks for dependent information first (its enrollmentIdError is the dependents'). */
  needsDependents: boolean;
  onOpen: (modal: DetailModal) => void;
}

/** The message in the error box with its fix, if any. */
export function PricingMessage({ code, message, needsDependents, onOpen }: PricingMessageProps) {
  const fix = code === 'enrollmentIdError' && needsDependents ? { modal: 'dependents' as const, label: 'Provide dependent information' } : FIXES[code];
  return (
    <div className="alert alert--error detail-pricing-error" role="alert" data-error-code={code}>
      <p>{message}</p>
      {fix && <button type="button" className="btn btn--link" onClick={() => onOpen(fix.modal)}>{fix.label}</button>}
    </div>
  );
}
