import { WIZARD_TABS } from '../../../schemas/tabs';
import { StepLoader } from '../StepLoader';
import { BillingStep } from './BillingStep';
import { loadBilling } from './loadBilling';

const TITLE = WIZARD_TABS.find((tab) => tab.tab_name === 'billing_info')!.title;

/** /enrollment/billing-information: the Billing Information step of the enrollment in this browser session. */
export function BillingScreen() {
  return (
    <StepLoader title={TITLE} load={loadBilling}>
      {(loaded) => <BillingStep loaded={loaded} />}
    </StepLoader>
  );
}
