import { translateText } from '../../schemas/i18n/localizable';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../shared/text/messages';
import { refusedSession } from '../api/client';
import { PageLoading } from '../app/PageLoading';
import { usePageTitle } from '../app/usePageTitle';
import { getSession } from '../session';
import { useStepLoad, type StepReread } from './useStepLoad';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.stepLoader;

export interface StepLoaderProps<T> {
  /** The step's title (page title, and heading of its failure page). */
  title: string;
  /** Everything the step needs, for the enrollment this browser session holds; must be stable. */
  load: (enrollmentId: string) => Promise<T>;
  /** The texts the server said, read again after a language switch (the step stays, its state kept); must be stable. */
  reread?: StepReread<T>;
  /** The step, once loaded. */
  children: (loaded: T) => ReactNode;
}

/**
 * Any wizard step before it can show: no enrollment in this browser session, loading, a
 * refusal (this session does not hold the enrollment) or a failure with Try again.
 */
export function StepLoader<T>({ title, load, reread, children }: StepLoaderProps<T>) {
  const shownTitle = translateText(title);
  usePageTitle(shownTitle);
  const enrollmentId = getSession('tempId');
  const [state, retry] = useStepLoad(load, enrollmentId, reread);

  if (!enrollmentId) return <NoEnrollment message={MESSAGES.sessionMissing} />;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'ready') return children(state.loaded);
  const { error } = state;
  // 401/403: this browser does not hold the enrollment; resuming binds it again.
  if (refusedSession(error)) {
    return <NoEnrollment message={error.errors[0]?.error_message ?? MESSAGES.sessionForbidden} />;
  }
  return (
    <div className="page page--narrow status-page">
      <h1>{shownTitle}</h1>
      <p className="alert alert--error" role="alert">{TEXT.thisStepCouldNotBe}</p>
      <p className="actions"><button type="button" className="btn btn--primary" onClick={retry}>{TEXT.tryAgain}</button></p>
    </div>
  );
}

/** Shown when no enrollment is open in this browser session. */
function NoEnrollment({ message }: { message: string }) {
  return (
    <div className="page page--narrow status-page">
      <h1>{TEXT.resumeYourEnrollment}</h1>
      <p className="alert alert--info" role="alert">{message}</p>
      <p className="actions"><Link className="btn btn--primary" to="/continue-enrollment">{TEXT.continueASavedEnrollment}</Link></p>
    </div>
  );
}
