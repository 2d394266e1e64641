/**
 * The site header of every page with chrome: binds the visitor's site (stored session values, the
 * site's branding, its owner's landing page, the menu, the configured links, the environment) to
 * the white-label header of src/storefront/chrome/SiteHeader.tsx. Everything follows
 * useSessionValue, so a new visitor swaps the header without a reload.
 */
import { homeLinkTarget } from '../../machines/storefront/homeLink';
import { getAgentAboutPageInfo, getGroupAboutPageInfo } from '../api/getAboutPageInfo';
import { useDefaultInfo } from '../api/getDefaultInfo';
import { useMenu } from '../api/getMenu';
import { headerModel } from '../storefront/chrome/headerModel';
import { SiteHeader } from '../storefront/chrome/SiteHeader';
import { siteOwner } from '../storefront/chrome/siteKey';
import { useSiteLanding } from '../storefront/chrome/useSiteLanding';
import { currentHost, type ChromeVisitor } from '../storefront/chrome/useSiteKey';
import { useSiteLinks } from '../storefront/landing/useSiteLinks';
import { useSessionValue } from '../session/useSessionValue';
import { useRecommendationCount } from '../storefront/shop/recommend/useRecommendationCount';
import type { Branding } from './useBranding';

const loadAbout = (kind: 'agent' | 'group', id: number) => (kind === 'agent' ? getAgentAboutPageInfo(id) : getGroupAboutPageInfo(id));

/** The rep or group whose site this is: the landing site's owner, or on a custom domain the stored group. */
function ownerOf(siteKey: string, visitor: ChromeVisitor) {
  const owner = siteOwner(siteKey);
  if (owner || siteKey === 'default' || !visitor.groupId) return owner;
  return { kind: 'group' as const, id: visitor.groupId };
}

export function Header({ branding, siteKey, visitor }: { branding: Branding; siteKey: string; visitor: ChromeVisitor }) {
  const defaultInfo = useDefaultInfo();
  const portalId = useSessionValue('portal_id');
  const fromSite = useSessionValue('fromSite');
  const owner = ownerOf(siteKey, visitor);
  const landing = useSiteLanding(owner);
  const links = useSiteLinks();
  // How many plans are recommended (asked only once the cart holds plans): the header's recommended-products link.
  const recommendations = useRecommendationCount();
  const categories = useMenu({
    agent_id: visitor.agentId, group_id: visitor.groupId, portal_id: portalId, eprocess: visitor.eprocess, open_type: visitor.openType, from_site: fromSite,
  });
  const whiteLabelHost = Boolean(defaultInfo?.white_label && defaultInfo.white_label.host === currentHost());
  const openType = visitor.openType === 'agent' || visitor.openType === 'group' || visitor.openType === 'user' ? visitor.openType : null;
  const homeHref = homeLinkTarget({ open_type: openType, referral: visitor.referral, eprocess: visitor.eprocess, whiteLabelHost });
  const model = headerModel({
    siteName: branding.siteName, logoUrl: branding.logoUrl, homeHref, landing,
    employeeMode: visitor.isEmployeeEnrollment === true, storedGroupName: visitor.gname,
    categories, links, environment: defaultInfo?.environment, cartCount: visitor.cartCount, cartAmount: visitor.cartAmount,
    recommendations, loadAbout,
  });
  return <SiteHeader model={model} />;
}
