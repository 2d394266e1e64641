/**
 * What a refused pricing shows (storefront.md section 8): the code's message, and where the
 * visitor can fix it here (the machine's `fix`), the button that opens the dialog asking for it
 * (income and hours, tobacco usage, the tier, dependent information).
 */
import type { FixDialog, PricingRefusalCode } from '../../../../machines/storefront/planPricingRules';
import { say } from '../../../shared/text/messages';

const FIX_LABELS: Record<FixDialog, string> = {
  income: 'Edit annual income and working hours',
  tobacco: 'Choose tobacco usage',
  tier: 'Choose another tier',
  dependents: 'Provide dependent information',
};

export interface PricingMessageProps {
  code: PricingRefusalCode;
  message: string;
  /** The dialog that fixes the refusal here (null: none). */
  fix: FixDialog | null;
  onFix: () => void;
}

/** The message in the error box with its fix, if any. */
export function PricingMessage({ code, message, fix, onFix }: PricingMessageProps) {
  return (
    <div className="alert alert--error detail-pricing-error" role="alert" data-error-code={code}>
      <p>{say(message)}</p>
      {fix && <button type="button" className="btn btn--link" onClick={onFix}>{FIX_LABELS[fix]}</button>}
    </div>
  );
}
