/**
 * The site header of every page with chrome: binds the visitor's site (stored session values, the
 * site's branding, its owner's landing page, the menu, the configured links, the environment) to
 * the white-label header of src/storefront/chrome/SiteHeader.tsx, or inside the enrollment wizard
 * to the calm header of src/storefront/chrome/CalmHeader.tsx. Everything follows useSessionValue,
 * so a new visitor swaps the header without a reload. Each calls onSettled once what changes its
 * size (the branding, the owner's landing page) has arrived or failed: the layout paints then.
 */
import { useEffect } from 'react';
import { homeLinkTarget } from '../../machines/storefront/homeLink';
import { getAgentAboutPageInfo, getGroupAboutPageInfo } from '../api/getAboutPageInfo';
import { useDefaultInfo } from '../api/getDefaultInfo';
import { useMenu } from '../api/getMenu';
import { CalmHeader } from '../storefront/chrome/CalmHeader';
import { headerModel, type HeaderInputs } from '../storefront/chrome/headerModel';
import { SiteHeader } from '../storefront/chrome/SiteHeader';
import { useSiteLandingQuery, type SiteLanding } from '../storefront/chrome/useSiteLanding';
import { currentHost, type ChromeVisitor } from '../storefront/chrome/useSiteKey';
import { useSiteLinks } from '../storefront/landing/useSiteLinks';
import { useSessionValue } from '../session/useSessionValue';
import { useRecommendationCount } from '../storefront/shop/recommend/useRecommendationCount';
import { ownerOf } from './siteOwner';
import type { Branding } from './useBranding';

const loadAbout = (kind: 'agent' | 'group', id: number) => (kind === 'agent' ? getAgentAboutPageInfo(id) : getGroupAboutPageInfo(id));

/** What both headers are given by the layout. */
export interface HeaderProps {
  branding: Branding;
  siteKey: string;
  visitor: ChromeVisitor;
  /** Called once the header's size is final (see the file's comment). */
  onSettled?: () => void;
}

/** Whether the header's size is final: the branding and the owner's landing page (when the site has an owner) have arrived or failed. */
export function headerSettled(branding: Branding, owner: object | null, landing: { data?: unknown; error?: unknown }): boolean {
  return branding.settled && (!owner || landing.data !== undefined || landing.error !== undefined);
}

/** The site owner's landing page, and onSettled once it and the branding have arrived or failed. */
function useSettledLanding({ branding, siteKey, visitor, onSettled }: HeaderProps): SiteLanding | null {
  const owner = ownerOf(siteKey, visitor);
  const { data, error } = useSiteLandingQuery(owner);
  const settled = headerSettled(branding, owner, { data, error });
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  return data ?? null;
}

/** The shop's parts of the header inputs that the calm header leaves out. */
const CALM_INPUTS: Pick<HeaderInputs, 'homeHref' | 'categories' | 'links' | 'environment' | 'cartCount' | 'recommendations' | 'loadAbout'> = {
  homeHref: '/', categories: [], links: {}, environment: 'production', cartCount: null, recommendations: null, loadAbout,
};

/** The wizard's calm header: the site and its contact, no menu and no cart (CalmHeader.tsx). */
export function WizardHeader(props: HeaderProps) {
  const { branding, visitor } = props;
  const landing = useSettledLanding(props);
  const model = headerModel({
    ...CALM_INPUTS, siteName: branding.siteName, logoUrl: branding.logoUrl, landing,
    employeeMode: visitor.isEmployeeEnrollment === true, storedGroupName: visitor.gname,
  });
  return <CalmHeader model={model} />;
}

/** The shop's header: the site, its contact, the category menu, the cart and the links. */
export function Header(props: HeaderProps) {
  const { branding, visitor } = props;
  const defaultInfo = useDefaultInfo();
  const portalId = useSessionValue('portal_id');
  const fromSite = useSessionValue('fromSite');
  const landing = useSettledLanding(props);
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
