/**
 * /enrollment/tab/:slug: a tab staff added (issue 14), found by its slug in the enrollment's tab
 * list (get-dynamic-tabs), shown by the same generic screen as the form tabs (the engine over
 * its definitions) and saved into its document. A resume names the tab by its id (saved_tab):
 * that address moves to the tab's slug. A tab the enrollment's list does not have is not found.
 */
import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { tabsIn } from '../../adapters';
import { customTabPath, isCustomTabName } from '../../schemas/forms/customTabs';
import { NotFoundPage } from '../app/NotFoundPage';
import { useLanguage } from '../shared/text/language';
import { loadStepContext, type StepContext } from './loadStepContext';
import { StepLoader } from './StepLoader';
import { addedTabConfig } from './tabConfig';
import { WizardTabScreen } from './WizardTabScreen';

/** The entry of the list at this slug, or (a resume names the tab by its id) the tab of this id. */
function entryAt(context: StepContext, slug: string) {
  const entries = context.navArray.filter((candidate) => isCustomTabName(candidate.tab_name));
  return entries.find((candidate) => candidate.path === customTabPath(slug)) ?? entries.find((candidate) => candidate.tab_name === slug);
}

export function AddedTabScreen() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const load = useCallback((enrollmentId: string) => loadStepContext(enrollmentId), []);
  return (
    <StepLoader title="" load={load}>
      {(context) => {
        const entry = entryAt(context, slug);
        if (!entry || !isCustomTabName(entry.tab_name)) return <NotFoundPage />;
        if (entry.path !== customTabPath(slug)) return <Navigate to={entry.path} replace />;
        // Its title as the definition says it in the language shown (the loading and failure pages say it too).
        const config = addedTabConfig(entry.tab_name, tabsIn([entry], language)[0].title);
        return <WizardTabScreen key={config.tab} config={config} />;
      }}
    </StepLoader>
  );
}
