import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ContinueData } from '../../schemas/api/types';
import { directContinueMachine, type DirectContinueCall, type DirectContinueOutput, type LoadTabsCall, type LoadTabsOutput } from '../../machines/directContinue';
import { buildNavArray } from '../../machines/wizardNavigation';
import { directContinue } from '../api/directContinue';
import { getDynamicTabs } from '../api/getDynamicTabs';
import { usePageTitle } from '../app/usePageTitle';
import { setSession, storeResumedEnrollment } from '../session';
import { machineCall } from './machineCall';
import { preloadWizard } from './preloadWizard';
import { useAppNavigate } from './useAppNavigate';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.directContinueScreen;

/**
 * /direct-continue/:id/:tab?t= — the machine decodes the base64 link, resumes the enrollment with
 * the link's token (binding this browser), checks a tab staff added against the enrollment's tab
 * list (the tabs nav_array keeps, as the wizard's added-tab page finds them) and reloads at the
 * tab; this screen only shows progress or failure.
 */
export function DirectContinueScreen() {
  usePageTitle(TEXT.pageTitle);
  useEffect(preloadWizard, []);
  const { id = '', tab = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const [snapshot] = useMachine(directContinueMachine.provide({
    actors: {
      directContinue: fromPromise<DirectContinueOutput, DirectContinueCall>(({ input }) => machineCall(directContinue(input.id, input.token))),
      loadTabs: fromPromise<LoadTabsOutput, LoadTabsCall>(async ({ input }) =>
        buildNavArray((await machineCall(getDynamicTabs(input.id))).result).map((entry) => entry.tab_name)),
    },
    actions: {
      setShowQuotationNo: () => setSession('show-quotation', 'no'),
      storeSession: (_, params: { data: ContinueData }) => storeResumedEnrollment(params.data),
      navigate: (_, params) => navigate(params),
    },
  }), { input: { encodedId: id, encodedTab: tab, token: search.get('t') } });

  if (snapshot.hasTag('failed')) {
    return (
      <div className="page page--narrow status-page">
        <h1>{TEXT.weCouldNotOpenThis}</h1>
        <div className="alert alert--error" role="alert">{snapshot.context.error}</div>
        <p>{TEXT.youCanStillResumeIt}</p>
        <p className="actions">
          <Link className="btn btn--primary" to="/continue-enrollment">{TEXT.continueASavedEnrollment}</Link>
        </p>
      </div>
    );
  }
  return (
    <output className="page-loading" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{TEXT.opening}</span>
    </output>
  );
}
