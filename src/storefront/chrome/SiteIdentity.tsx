/**
 * Who the site is, as both headers show it (SiteHeader.tsx in the shop, CalmHeader.tsx in the
 * wizard): the brand (logo or mark and name), the rep's contact or the employer of an employee
 * enrollment.
 */
import { Link } from 'react-router-dom';
import { phoneText } from './format';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';
import { fill } from '../../../schemas/uiText/fill';
import { passageLang } from '../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/chrome.ts). */
const TEXT = STOREFRONT_CHROME_TEXT.siteIdentity;

/** The rep's or group's contact on their site. */
export interface HeaderContact {
  name: string; phone: string; email: string; tagline: string; image: string | null;
  /** The tagline's language (the store's content: the page's when translated; absent: English). */
  taglineLang?: string;
}

/** The employer of an employee enrollment. */
export interface HeaderEmployer { name: string; address: string | null; image: string | null }

/** The site's logo (or the default mark) and name; a link home when `homeHref` is given. */
export function Brand({ siteName, logoUrl, homeHref }: { siteName: string; logoUrl: string | null; homeHref?: string }) {
  const content = (
    <>
      {logoUrl ? <img className="brand__logo" src={logoUrl} alt="" /> : <BrandMark />}
      <span className="brand__name">{siteName}</span>
    </>
  );
  return homeHref === undefined
    ? <span className="brand">{content}</span>
    : <Link to={homeHref} className="brand" aria-label={fill(TEXT.homeLink, { siteName })}>{content}</Link>;
}

/** The rep's or group's name, image, tagline, phone and e-mail. */
export function ContactBlock({ contact }: { contact: HeaderContact }) {
  return (
    <div className="site-contact">
      {contact.image && <img className="site-contact__image" src={contact.image} alt={contact.name} />}
      <div className="site-contact__text">
        <p className="site-contact__name">{contact.name}</p>
        {contact.tagline && <p className="site-contact__tagline" lang={passageLang(contact.taglineLang)}>{contact.tagline}</p>}
        <p className="site-contact__lines">
          {contact.phone && <a href={`tel:${contact.phone.replace(/\D/g, '')}`}>{phoneText(contact.phone)}</a>}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        </p>
      </div>
    </div>
  );
}

/** The employer an employee enrolls with: name, address and image. */
export function EmployerBlock({ employer }: { employer: HeaderEmployer }) {
  return (
    <div className="site-contact site-employer">
      {employer.image && <img className="site-contact__image" src={employer.image} alt={employer.name} />}
      <div className="site-contact__text">
        <p className="site-employer__label">{TEXT.enrollingWithYourEmployer}</p>
        <p className="site-employer__name">{employer.name}</p>
        {employer.address && <p className="site-employer__address">{employer.address}</p>}
      </div>
    </div>
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
