import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

/** A wizard step (or the cart) that a later release builds: said plainly, never a fake form. */
export function NotAvailablePage() {
  usePageTitle('Not available yet');
  return (
    <div className="page page--narrow status-page">
      <h1>This step is not available yet</h1>
      <p>Your information so far is saved. You can come back to this step when it is available.</p>
      <p className="actions">
        <Link className="btn btn--secondary" to="/">Back to Homepage</Link>
      </p>
    </div>
  );
}
