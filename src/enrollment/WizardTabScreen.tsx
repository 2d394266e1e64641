import { useCallback } from 'react';
import type { TabScreenConfig } from './tabConfig';
import { loadTab } from './loadTab';
import { StepLoader } from './StepLoader';
import { WizardTabForm } from './WizardTabForm';

/**
 * One wizard form tab: loads what the tab needs for the enrollment in this browser session,
 * then hands it to WizardTabForm. Which tab it is comes from `config` (tabConfig.ts).
 */
export function WizardTabScreen({ config }: { config: TabScreenConfig }) {
  const load = useCallback((enrollmentId: string) => loadTab(config, enrollmentId), [config]);
  return (
    <StepLoader title={config.title} load={load}>
      {(loaded) => <WizardTabForm config={config} loaded={loaded} />}
    </StepLoader>
  );
}
