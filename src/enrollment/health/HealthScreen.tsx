import { WIZARD_TABS } from '../../../schemas/tabs';
import { StepLoader } from '../StepLoader';
import { HealthStep } from './HealthStep';
import { HEALTH_TAB, loadHealth, rereadHealth } from './loadHealth';

const { title } = WIZARD_TABS.find((t) => t.tab_name === HEALTH_TAB)!;

/** /enrollment/health-questions: loads the step for the enrollment of this browser session, then shows it. */
export function HealthScreen() {
  return (
    <StepLoader title={title} load={loadHealth} reread={rereadHealth}>
      {(loaded) => <HealthStep loaded={loaded} />}
    </StepLoader>
  );
}
