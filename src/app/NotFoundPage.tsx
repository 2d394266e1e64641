import { MESSAGES } from '../shared/text/messages';
import { useSiteExit } from '../storefront/entry/useSiteExit';
import { usePageTitle } from './usePageTitle';
import { APP_TEXT } from '../../schemas/uiText/app';

/** This screen's texts (schemas/uiText/app.ts). */
const TEXT = APP_TEXT.notFoundPage;

/**
 * /404 and any unknown path ('OOPS! Page not found'): Back to Homepage clears all saved state
 * and opens the root afresh (storefront.md sections 2 and 4).
 */
export function NotFoundPage() {
  usePageTitle(TEXT.pageNotFound);
  const { notFoundBack } = useSiteExit();
  return (
    <div className="page page--narrow status-page">
      <h1>{MESSAGES.pageNotFound}</h1>
      <p>{TEXT.thePageYouAreLooking}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={notFoundBack}>{TEXT.backToHomepage}</button>
      </p>
    </div>
  );
}
