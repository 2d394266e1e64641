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

/** The static sample card's lines. */
export const SAMPLE_REP = { name: 'Casey Example', code: 'SAMPLE01', email: 'rep@example.com', phone: '555-010-0000' } as const;

export function AccessPage() {
  usePageTitle('Rep access');
  const flow = useAccessCode();
  return (
    <div className="page">
      <h1>Enroll with your representative</h1>
      <p className="lead">Enter the rep access code your representative gave you: 8 letters and digits.</p>
      <div className="access-page">
        <section className="card" aria-labelledby="access-code-title">
          <h2 id="access-code-title">Access Code</h2>
          <AccessCodeView {...flow} wording="question" />
        </section>
        <section className="card" aria-labelledby="sample-card-title">
          <h2 id="sample-card-title">What your rep&apos;s card looks like</h2>
          <p>A sample card: your own rep&apos;s card carries the code to enter here.</p>
          <RepCard {...SAMPLE_REP} />
        </section>
      </div>
      <PortalLinks />
    </div>
  );
}
