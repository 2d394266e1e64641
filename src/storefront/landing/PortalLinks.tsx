/**
 * The landing's links to the separate portals (storefront.md section 2: group application, rep
 * registration, rep dashboard, member dashboard). Each opens the configured portal in a new tab
 * and says so; a portal the deployment has not configured is left out.
 */
import { OutsideLink } from '../chrome/OutsideLink';
import { useSiteLinks } from './useSiteLinks';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.portalLinks;

/** Link name (get-site-links) and its text, in the spec's order. */
export const PORTAL_LINKS = [
  ['group_application', 'Group application'],
  ['rep_registration', 'Rep registration'],
  ['rep_dashboard', 'Rep dashboard'],
  ['member_dashboard', 'Member dashboard'],
] as const;

/** `heading`: the links stand as a section of their own (the landing), under 'Portals'. */
export function PortalLinks({ heading = false }: { heading?: boolean }) {
  const links = useSiteLinks();
  const shown = PORTAL_LINKS.filter(([name]) => links[name]);
  if (shown.length === 0) return null;
  return (
    <nav className={heading ? 'portal-links landing-section' : 'portal-links'} aria-label={TEXT.portals}>
      {heading && <h2>{TEXT.portals}</h2>}
      <ul>
        {shown.map(([name, text]) => (
          <li key={name}>
            <OutsideLink href={links[name]} newTabText={TEXT.opensThePortalInA}>{text}</OutsideLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
