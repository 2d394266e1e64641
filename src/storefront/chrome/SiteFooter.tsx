/**
 * The white-label footer (storefront.md section 2 "Footer"): rep links (registration, dashboard,
 * NOT MY SITE), member links (EMPLOYEE ENROLL, member login, member dashboard), group links
 * (application, login), the app-download icons (Android hidden on Apple devices), the ticketing
 * button and the copyright line with the current year. Outside links come from configuration and
 * an unconfigured one is left out; NOT MY SITE and EMPLOYEE ENROLL are the app's own actions.
 */
import type { ReactNode } from 'react';
import { OutsideLink } from './OutsideLink';
// oxlint-disable-next-line import/no-unassigned-import -- the chrome's own styles (also when a story renders the footer alone)
import './chrome.css';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/chrome.ts). */
const TEXT = STOREFRONT_CHROME_TEXT.siteFooter;

export interface SiteFooterModel {
  siteName: string;
  /** Configured outside links by name (get-site-links). */
  links: Readonly<Record<string, string>>;
  /** get-ticket-link's data.ticket; null hides the button. */
  ticketUrl: string | null;
  /** appStores(navigator.userAgent). */
  stores: { ios: boolean; android: boolean };
  year: number;
  /** The site's theme images (footer_logo, ios_icon, android_icon), each null when the site sets none. */
  images: { logo: string | null; ios: string | null; android: string | null };
}

export interface SiteFooterActions {
  /** NOT MY SITE (machines/storefront/siteExit: clears everything, de-authenticates, goes to /). */
  onNotMySite: () => void;
  /** EMPLOYEE ENROLL: opens the employee-enrollment dialog. */
  onEmployeeEnroll: () => void;
}

/** A configured outside link, opening in a new tab and saying so. */
function Outside({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <li><OutsideLink href={href}>{children}</OutsideLink></li> : null;
}

export function SiteFooter({ model, actions }: { model: SiteFooterModel; actions: SiteFooterActions }) {
  const { links, stores } = model;
  const showIos = stores.ios && Boolean(links.app_ios);
  const showAndroid = stores.android && Boolean(links.app_android);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner site-footer__grid">
        <nav className="footer-links" aria-label={TEXT.reps}>
          <p className="footer-links__title">{TEXT.reps}</p>
          <ul>
            <Outside href={links.rep_registration}>{TEXT.repRegistration}</Outside>
            <Outside href={links.rep_dashboard}>{TEXT.repDashboard}</Outside>
            <li><button type="button" className="btn btn--link footer-links__action" onClick={actions.onNotMySite}>{TEXT.notMySite}</button></li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={TEXT.members}>
          <p className="footer-links__title">{TEXT.members}</p>
          <ul>
            <li><button type="button" className="btn btn--link footer-links__action" onClick={actions.onEmployeeEnroll}>{TEXT.employeeEnroll}</button></li>
            <Outside href={links.member_login}>{TEXT.memberLogin}</Outside>
            <Outside href={links.member_dashboard}>{TEXT.memberDashboard}</Outside>
          </ul>
        </nav>
        {(links.group_application || links.group_login) && (
          <nav className="footer-links" aria-label={TEXT.groups}>
            <p className="footer-links__title">{TEXT.groups}</p>
            <ul>
              <Outside href={links.group_application}>{TEXT.groupApplication}</Outside>
              <Outside href={links.group_login}>{TEXT.groupLogin}</Outside>
            </ul>
          </nav>
        )}
        {(showIos || showAndroid || model.ticketUrl) && (
          <div className="footer-apps">
            {(showIos || showAndroid) && (
              <>
                <p className="footer-links__title">{TEXT.getTheMemberApp}</p>
                <ul className="footer-apps__stores">
                  {showIos && <li><a className="store-badge" href={links.app_ios} target="_blank" rel="noopener noreferrer">{model.images.ios ? <img className="store-badge__icon" src={model.images.ios} alt="" /> : <AppleIcon />}{TEXT.appStore}{' '}<span className="visually-hidden">{TEXT.opensInANewTab}</span></a></li>}
                  {showAndroid && <li><a className="store-badge" href={links.app_android} target="_blank" rel="noopener noreferrer">{model.images.android ? <img className="store-badge__icon" src={model.images.android} alt="" /> : <AndroidIcon />}{TEXT.googlePlay}{' '}<span className="visually-hidden">{TEXT.opensInANewTab}</span></a></li>}
                </ul>
              </>
            )}
            {model.ticketUrl && (
              <a className="btn btn--secondary footer-ticket" href={model.ticketUrl} target="_blank" rel="noopener noreferrer">
                {TEXT.submitATicket}{' '}<span className="visually-hidden">{TEXT.opensInANewTab}</span>
              </a>
            )}
          </div>
        )}
      </div>
      <div className="site-footer__inner site-footer__bottom">
        {model.images.logo && <img className="site-footer__logo" src={model.images.logo} alt="" />}
        <p>{fill(TEXT.allRightsReserved, { year: model.year, siteName: model.siteName })}</p>
        <p className="site-footer__note">{TEXT.yourInformationIsSentOver}</p>
      </div>
    </footer>
  );
}

function AppleIcon() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
    </svg>
  );
}

function AndroidIcon() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 3.5v17l9.5-8.5zm10.9 7.2L6.5 2.6l10.8 6zm0 2.6 2.4 1.4-10.8 6zm3.6-3.6 2.6 1.5c.6.4.6 1.2 0 1.6l-2.6 1.5-2.7-2.3z" />
    </svg>
  );
}
