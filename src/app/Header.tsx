import { Link } from 'react-router-dom';

/** Site header: the white-label logo or name, linking home. */
export function Header({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${siteName} home`}>
          {logoUrl ? <img className="brand__logo" src={logoUrl} alt="" /> : <BrandMark />}
          <span className="brand__name">{siteName}</span>
        </Link>
        <nav aria-label="Site">
          <Link className="site-header__link" to="/continue-enrollment">Continue a saved enrollment</Link>
        </nav>
      </div>
    </header>
  );
}

/** Default mark (a shield) when the site has no logo. */
function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 7l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" fill="#fff" />
    </svg>
  );
}
