import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

/** Any unknown path. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="page page--narrow status-page">
      <h1>OOPS! Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="actions">
        <Link className="btn btn--primary" to="/">Back to Homepage</Link>
      </p>
    </div>
  );
}
