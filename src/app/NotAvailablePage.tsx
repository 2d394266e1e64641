import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';
import { APP_TEXT } from '../../schemas/uiText/app';

/** This screen's texts (schemas/uiText/app.ts). */
const TEXT = APP_TEXT.notAvailablePage;

/** A wizard step (or the cart) that a later release builds: said plainly, never a fake form. */
export function NotAvailablePage() {
  usePageTitle(TEXT.notAvailableYet);
  return (
    <div className="page page--narrow status-page">
      <h1>{TEXT.thisStepIsNotAvailable}</h1>
      <p>{TEXT.yourInformationSoFarIs}</p>
      <p className="actions">
        <Link className="btn btn--secondary" to="/">{TEXT.backToHomepage}</Link>
      </p>
    </div>
  );
}
