import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';
import { useBranding } from './useBranding';

/** The benefit store's home page (this slice has no storefront yet): a welcome and the way to resume. */
export function HomePage() {
  const { siteName } = useBranding();
  usePageTitle('');
  return (
    <div className="page">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Welcome to {siteName}</h1>
        <p className="lead">Benefits for you and your family, chosen at your own pace. Your progress is saved as you go.</p>
        <p className="actions">
          <Link className="btn btn--primary" to="/continue-enrollment">Continue a saved enrollment</Link>
        </p>
      </section>
      <section className="card home-help" aria-labelledby="home-help-title">
        <h2 id="home-help-title">Started an enrollment earlier?</h2>
        <p>
          When you chose <em>Save &amp; Continue Later</em>, we e-mailed you an enrollment code. Enter that code with the
          same e-mail address to pick up where you left off, or open the link from that e-mail.
        </p>
      </section>
    </div>
  );
}
