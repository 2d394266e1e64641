/**
 * The header while a person enrolls (the /enrollment/* routes, issue 17 point 4): who the site
 * is and how to reach the rep (the site's logo and name, the rep's contact or the employer), and
 * nothing that leads out of the enrollment: no shop menu, no cart link, no home link. Help stays
 * with the floating Help button; leaving is Save & Continue Later on every tab.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the chrome's own styles
import './chrome.css';
import { LanguageSwitch } from './LanguageSwitch';
import { Brand, ContactBlock, EmployerBlock } from './SiteIdentity';
import type { SiteHeaderModel } from './SiteHeader';

/** What the calm header shows of the site's header model. */
export type CalmHeaderModel = Pick<SiteHeaderModel, 'siteName' | 'logoUrl' | 'contact' | 'employer'>;

export function CalmHeader({ model }: { model: CalmHeaderModel }) {
  return (
    <header className="site-header site-header--calm">
      <div className="site-header__inner">
        <Brand siteName={model.siteName} logoUrl={model.logoUrl} />
        {model.contact && <ContactBlock contact={model.contact} />}
        {model.employer && <EmployerBlock employer={model.employer} />}
        <LanguageSwitch />
      </div>
    </header>
  );
}
