import { useCallback, useState } from 'react';
import type { TabScreenConfig } from './tabConfig';
import { loadTab, rereadTab, type LoadedTab } from './loadTab';
import { StepLoader } from './StepLoader';
import { WizardTabForm } from './WizardTabForm';

/**
 * One wizard form tab: loads what the tab needs for the enrollment in this browser session,
 * then hands it to WizardTabForm. Which tab it is comes from `config` (tabConfig.ts).
 */
export function WizardTabScreen({ config }: { config: TabScreenConfig }) {
  // A tab staff added gets a new config each render (its title in the language shown): the load
  // follows the tab, not the object, so a switch does not load the step again (the values typed stay).
  const [kept, keep] = useState(config);
  if (kept.tab !== config.tab) keep(config);
  const load = useCallback((enrollmentId: string) => loadTab(kept, enrollmentId), [kept]);
  const reread = useCallback((enrollmentId: string, loaded: LoadedTab) => rereadTab(kept, enrollmentId, loaded), [kept]);
  return (
    <StepLoader title={config.title} load={load} reread={reread}>
      {(loaded) => <WizardTabForm config={config} loaded={loaded} />}
    </StepLoader>
  );
}
