/**
 * The white-label header (storefront.md section 2 "Header"), drawn from a model the app builds
 * from the visitor's site (src/app/Header.tsx) so stories and tests render every kind of site:
 * the logo linking home, the rep's or group's image, contact and tagline on their sites, the
 * employer's name and address in employee-enrollment mode, the About popup, a cart link only when
 * the cart holds plans, the category menu, the recommended-products link, the dashboard dropdown
 * off production, and "Continue a saved enrollment". Under 768 px the navigation folds behind a
 * Menu button.
 */
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuCategory } from '../../../schemas/api/menu';
import { AboutButton, type AboutSource } from './AboutPopup';
import { CategoryMenu } from './CategoryMenu';
import { DashboardMenu } from './DashboardMenu';
import { RECOMMENDED_LIST_PATH } from './recommendedLink';
import { Brand, ContactBlock, EmployerBlock, type HeaderContact, type HeaderEmployer } from './SiteIdentity';
// oxlint-disable-next-line import/no-unassigned-import -- the chrome's own styles
import './chrome.css';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';
import { fill } from '../../../schemas/uiText/fill';
import { money, plural } from '../../shared/text/language';
import { LanguageSwitch } from './LanguageSwitch';

/** This screen's texts (schemas/uiText/storefront/chrome.ts). */
const TEXT = STOREFRONT_CHROME_TEXT.siteHeader;

export type { HeaderContact, HeaderEmployer } from './SiteIdentity';

export interface SiteHeaderModel {
  siteName: string;
  logoUrl: string | null;
  /** The Home link target (machines/storefront/homeLink). */
  homeHref: string;
  contact: HeaderContact | null;
  employer: HeaderEmployer | null;
  about: AboutSource | null;
  categories: readonly MenuCategory[];
  /** Configured dashboard links; null on a production site (no dropdown). */
  dashboardLinks: readonly { name: string; label: string; url: string }[] | null;
  /** Plans in the cart; the cart link shows only above 0, with the amount when known. */
  cartCount: number | null;
  /** What the cart costs a month ('450.70'), shown beside the count; null when unknown. */
  cartAmount?: string | null;
  /** showsRecommendedLink's answer. */
  showRecommended: boolean;
}

export function SiteHeader({ model }: { model: SiteHeaderModel }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A navigation closes the folded menu (set during render: no effect, no flash of the open menu).
    setShownFor(pathname);
    setMenuOpen(false);
  }
  const { contact, employer, about } = model;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Brand siteName={model.siteName} logoUrl={model.logoUrl} homeHref={model.homeHref} />
        {contact && <ContactBlock contact={contact} />}
        {employer && <EmployerBlock employer={employer} />}
        <div className="site-header__actions">
          <LanguageSwitch />
          {about && <AboutButton about={about} />}
          {(model.cartCount ?? 0) > 0 && (
            <Link className="cart-link" to="/cart">
              <CartIcon />
              <span className="cart-link__label">{TEXT.cart}</span>
              <span className="cart-link__count" aria-hidden="true">{model.cartCount}</span>
              <span className="visually-hidden">, {fill(plural(model.cartCount ?? 0, { one: TEXT.cartOnePlan, other: TEXT.cartPlans }), { count: model.cartCount })}</span>
              {model.cartAmount && <span className="cart-link__amount" aria-hidden="true">{money(model.cartAmount)}</span>}
              {model.cartAmount && <span className="visually-hidden">, {fill(TEXT.cartAmount, { amount: model.cartAmount })}</span>}
            </Link>
          )}
          <button type="button" className="btn btn--secondary site-header__menu" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen(!menuOpen)}>
            {TEXT.menu}
          </button>
        </div>
      </div>
      <nav id={navId} className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={TEXT.site}>
        <div className="site-nav__inner">
          <CategoryMenu categories={model.categories} />
          <ul className="site-nav__links">
            {model.showRecommended && <li><Link className="site-header__link" to={RECOMMENDED_LIST_PATH}>{TEXT.viewYourRecommendedProducts}</Link></li>}
            <li><Link className="site-header__link" to="/continue-enrollment">{TEXT.continueASavedEnrollment}</Link></li>
          </ul>
          {model.dashboardLinks && <DashboardMenu links={model.dashboardLinks} />}
        </div>
      </nav>
    </header>
  );
}

function CartIcon() {
  return (
    <svg className="cart-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" /><circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}
