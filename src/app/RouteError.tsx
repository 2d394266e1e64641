import { Link } from 'react-router-dom';

/**
 * Shown inside the layout when a page fails to load or render (e.g. a chunk missing after a
 * deploy). It says so plainly and offers a way on; the error itself is not shown (it may hold data).
 */
export function RouteError() {
  return (
    <div className="page page--narrow status-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Please reload, or go back to the homepage.</p>
      <p className="actions">
        <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>Reload</button>
        <Link className="btn btn--primary" to="/" reloadDocument>Back to Homepage</Link>
      </p>
    </div>
  );
}
