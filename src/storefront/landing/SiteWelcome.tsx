/**
 * The body of a rep's or a group's site (/javery, /acme, a referral, a group website): a welcome
 * from the landing page's own information (get-agent-landing-page-info or
 * get-group-landing-page-info), the way to the plans (/home) and back to a saved enrollment. The
 * site's header (logo, contact, tagline, About) is the layout's. A rep or group without a landing
 * page (204) still gets a plain welcome: the visitor arrived through a valid link.
 */
import { Link } from 'react-router-dom';
import { phoneHref, phoneText } from '../../../adapters/formatters';
import type { AgentLandingData } from '../../api/getAgentLandingPageInfo';
import type { GroupLandingData } from '../../api/getGroupLandingPageInfo';
import { PageLoading } from '../../app/PageLoading';
import { safeImage, useBranding } from '../../app/useBranding';
import { usePageTitle } from '../../app/usePageTitle';
import { Picture } from '../../shared/pictures/Picture';
import { useSiteLandingQuery } from '../chrome/useSiteLanding';
// oxlint-disable-next-line import/no-unassigned-import -- the landing pages' own styles
import './landing.css';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';
import { fill } from '../../../schemas/uiText/fill';
import { passageLang } from '../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.siteWelcome;

/** Whose site it is. */
export type SiteOwner = { kind: 'agent'; id: number } | { kind: 'group'; id: number };

function Actions() {
  return (
    <div className="actions">
      <Link className="btn btn--primary" to="/home">{TEXT.shopPlans}</Link>
      <Link className="btn btn--secondary" to="/continue-enrollment">{TEXT.continueASavedEnrollment}</Link>
    </div>
  );
}

function Contact({ phone, email }: { phone: string; email: string }) {
  if (!phone && !email) return null;
  return (
    <dl className="site-welcome__contact">
      {phone && <div><dt>{TEXT.phone}</dt><dd><a href={phoneHref(phone)}>{phoneText(phone)}</a></dd></div>}
      {email && <div><dt>{TEXT.eMail}</dt><dd><a href={`mailto:${email}`}>{email}</a></dd></div>}
    </dl>
  );
}

/** A rep's or group's landing information as the welcome shows it. */
export function WelcomeBody({ owner, landing, siteName }: { owner: SiteOwner['kind']; landing: AgentLandingData | GroupLandingData | null; siteName: string }) {
  const group = owner === 'group' && landing && 'gname' in landing ? landing : null;
  const name = group?.gname || landing?.display_name || siteName;
  const image = safeImage(landing?.image);
  const address = group?.address_information;
  const about = group ? group.gweb_aboutus : landing?.agent_bio;
  // A rep without a photo gets the store's portrait placeholder (decorative: it shows no one).
  const picture = image
    ? <img className="site-welcome__image" src={image} alt={landing?.display_about_name || name} width={240} height={240} />
    : owner === 'agent' && landing ? <Picture name="portrait" className="site-welcome__image" /> : null;
  return (
    <div className={`page site-welcome${picture ? ' site-welcome--with-image' : ''}`}>
      <section className="hero" aria-labelledby="site-title">
        <h1 id="site-title">{owner === 'group' ? fill(TEXT.benefitsForEmployees, { name }) : fill(TEXT.welcomeToBenefitStore, { name })}</h1>
        {landing?.tagline && <p className="site-welcome__tagline" lang={passageLang(landing.content_lang)}>{landing.tagline}</p>}
        {address && <p>{address.address1}, {address.city}, {address.state} {address.zip}</p>}
        {about && <p lang={passageLang(landing?.content_lang)}>{about}</p>}
        {landing && <Contact phone={landing.display_phone} email={landing.display_email} />}
        <Actions />
      </section>
      {picture}
    </div>
  );
}

/** The site of `owner`, loading its landing information first. */
export function SiteWelcome({ owner }: { owner: SiteOwner }) {
  const { siteName } = useBranding();
  // The same request as the header's (one SWR key): the page and the header never ask twice.
  const { data, error, isLoading } = useSiteLandingQuery(owner);
  const landing = error ? null : (data?.data ?? null);
  usePageTitle(landing?.display_name ?? '');
  if (isLoading) return <PageLoading />;
  return <WelcomeBody owner={owner.kind} landing={landing} siteName={siteName} />;
}
