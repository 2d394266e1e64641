import { Link } from 'react-router-dom';
import { APP_TEXT } from '../../schemas/uiText/app';

/** This screen's texts (schemas/uiText/app.ts). */
const TEXT = APP_TEXT.routeError;

/**
 * Shown inside the layout when a page fails to load or render (e.g. a chunk missing after a
 * deploy). It says so plainly and offers a way on; the error itself is not shown (it may hold data).
 */
export function RouteError() {
  return (
    <div className="page page--narrow status-page">
      <h1>{TEXT.somethingWentWrong}</h1>
      <p>{TEXT.thePageCouldNotBe}</p>
      <p className="actions">
        <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>{TEXT.reload}</button>
        <Link className="btn btn--primary" to="/" reloadDocument>{TEXT.backToHomepage}</Link>
      </p>
    </div>
  );
}
