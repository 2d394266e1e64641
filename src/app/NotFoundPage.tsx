import { MESSAGES } from '../../schemas/messages';
import { useSiteExit } from '../storefront/entry/useSiteExit';
import { usePageTitle } from './usePageTitle';

/**
 * /404 and any unknown path ('OOPS! Page not found'): Back to Homepage clears all saved state
 * and opens the root afresh (storefront.md sections 2 and 4).
 */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { notFoundBack } = useSiteExit();
  return (
    <div className="page page--narrow status-page">
      <h1>{MESSAGES.pageNotFound}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={notFoundBack}>Back to Homepage</button>
      </p>
    </div>
  );
}
