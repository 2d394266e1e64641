import { Link } from 'react-router-dom';
import { MESSAGES } from '../../schemas/messages';
import { ApiFieldErrors } from '../api/client';
import { PageLoading } from '../app/PageLoading';
import { usePageTitle } from '../app/usePageTitle';
import { getSession } from '../session';
import type { TabScreenConfig } from './tabConfig';
import { useTabLoad } from './useTabLoad';
import { WizardTabForm } from './WizardTabForm';

/**
 * One wizard form tab: loads what the tab needs for the enrollment in this browser session,
 * then hands it to WizardTabForm. Which tab it is comes from `config` (tabConfig.ts).
 */
export function WizardTabScreen({ config }: { config: TabScreenConfig }) {
  usePageTitle(config.title);
  const enrollmentId = getSession('tempId');
  const [load, retry] = useTabLoad(config, enrollmentId);

  if (!enrollmentId) return <NoEnrollment message={MESSAGES.sessionMissing} />;
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed') {
    const { error } = load;
    // 401/403: this browser does not hold the enrollment; resuming binds it again.
    if (error instanceof ApiFieldErrors && (error.status === 401 || error.status === 403)) {
      return <NoEnrollment message={error.errors[0]?.error_message ?? MESSAGES.sessionForbidden} />;
    }
    return (
      <div className="page page--narrow status-page">
        <h1>{config.title}</h1>
        <p className="alert alert--error" role="alert">This step could not be loaded. Please check your connection and try again.</p>
        <p className="actions"><button type="button" className="btn btn--primary" onClick={retry}>Try again</button></p>
      </div>
    );
  }
  return <WizardTabForm config={config} loaded={load.loaded} />;
}

/** Shown when no enrollment is open in this browser session. */
function NoEnrollment({ message }: { message: string }) {
  return (
    <div className="page page--narrow status-page">
      <h1>Resume your enrollment</h1>
      <p className="alert alert--info" role="alert">{message}</p>
      <p className="actions"><Link className="btn btn--primary" to="/continue-enrollment">Continue a saved enrollment</Link></p>
    </div>
  );
}
