/**
 * /enrollment/tab/:slug: a tab staff added (issue 14), found by its slug in the enrollment's tab
 * list (get-dynamic-tabs), shown by the same generic screen as the form tabs (the engine over
 * its definitions) and saved into its document. A slug the enrollment's list does not have is
 * not found.
 */
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { customTabPath, isCustomTabName } from '../../schemas/forms/customTabs';
import { NotFoundPage } from '../app/NotFoundPage';
import { loadStepContext, type StepContext } from './loadStepContext';
import { StepLoader } from './StepLoader';
import { addedTabConfig } from './tabConfig';
import { WizardTabScreen } from './WizardTabScreen';

/** The tab of the list at this path, as a screen configuration; null when the list has none. */
function configAt(context: StepContext, slug: string) {
  const entry = context.navArray.find((candidate) => candidate.path === customTabPath(slug));
  return entry && isCustomTabName(entry.tab_name) ? addedTabConfig(entry.tab_name, entry.title) : null;
}

export function AddedTabScreen() {
  const { slug = '' } = useParams();
  const load = useCallback((enrollmentId: string) => loadStepContext(enrollmentId), []);
  return (
    <StepLoader title="" load={load}>
      {(context) => {
        const config = configAt(context, slug);
        return config ? <WizardTabScreen key={config.tab} config={config} /> : <NotFoundPage />;
      }}
    </StepLoader>
  );
}
