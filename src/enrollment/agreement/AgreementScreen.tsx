import { WIZARD_TABS } from '../../../schemas/tabs';
import { StepLoader } from '../StepLoader';
import { AgreementStep } from './AgreementStep';
import { loadAgreement, rereadAgreement } from './loadAgreement';
// oxlint-disable-next-line import/no-unassigned-import -- the step's stylesheet loads with its own chunk
import './agreement.css';

const TITLE = WIZARD_TABS.find((tab) => tab.tab_name === 'agreement_info')!.title;

/** /enrollment/agreement-signature: the Agreement & Signature step of the enrollment in this browser session. */
export function AgreementScreen() {
  return (
    <StepLoader title={TITLE} load={loadAgreement} reread={rereadAgreement}>
      {(loaded) => <AgreementStep loaded={loaded} />}
    </StepLoader>
  );
}
