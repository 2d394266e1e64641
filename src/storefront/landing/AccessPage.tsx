/**
 * The access page (/access-page, and /access-pagenext without the site's header and footer;
 * storefront.md section 2): the rep access code, asked as 'Do you want to enroll under Rep' once
 * the code is known, the links to the portals, and a sample rep card, static content that shows
 * what a rep's card looks like (it is no rep of this store).
 */
import { usePageTitle } from '../../app/usePageTitle';
import { AccessCodeView } from '../entry/AccessCodeView';
import { RepCard } from '../entry/RepCard';
import { useAccessCode } from '../entry/useAccessCode';
import { PortalLinks } from './PortalLinks';
// oxlint-disable-next-line import/no-unassigned-import -- the landing pages' own styles
import './landing.css';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.accessPage;

/** The static sample card's lines. */
export const SAMPLE_REP = { name: 'Casey Example', code: 'SAMPLE01', email: 'rep@example.com', phone: '555-010-0000' } as const;

export function AccessPage() {
  usePageTitle(TEXT.repAccess);
  const flow = useAccessCode();
  return (
    <div className="page">
      <h1>{TEXT.enrollWithYourRepresentative}</h1>
      <p className="lead">{TEXT.enterTheRepAccessCode}</p>
      <div className="access-page">
        <section className="card" aria-labelledby="access-code-title">
          <h2 id="access-code-title">{TEXT.accessCode}</h2>
          <AccessCodeView {...flow} wording="question" />
        </section>
        <section className="card" aria-labelledby="sample-card-title">
          <h2 id="sample-card-title">{TEXT.whatYourRepsCardLooks}</h2>
          <p>{TEXT.aSampleCardYourOwn}</p>
          <RepCard {...SAMPLE_REP} />
        </section>
      </div>
      <PortalLinks />
    </div>
  );
}
