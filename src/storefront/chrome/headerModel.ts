/**
 * Builds the header's model (SiteHeader.tsx) from what the app knows of the visit: the site's
 * branding, the owner's landing page, the stored visitor, the menu, the configured links and the
 * environment. Pure, so the rules (whose contact shows, the employer block, the dashboard only
 * off production, the cart and recommendation links) are tested without a network.
 */
import type { MenuCategory } from '../../../schemas/api/menu';
import type { AboutText } from '../../api/getAboutPageInfo';
import { safeImage } from '../../app/useBranding';
import type { AboutSource } from './AboutPopup';
import { dashboardLinks } from './DashboardMenu';
import { addressLine } from './format';
import { showsRecommendedLink } from './recommendedLink';
import type { SiteHeaderModel } from './SiteHeader';
import type { SiteLanding } from './useSiteLanding';

export interface HeaderInputs {
  siteName: string;
  logoUrl: string | null;
  homeHref: string;
  landing: SiteLanding | null;
  /** Employee-enrollment mode and the stored employer name (gname) for when the group has no landing page. */
  employeeMode: boolean;
  storedGroupName: string | null;
  categories: readonly MenuCategory[];
  links: Readonly<Record<string, string>>;
  /** get-default-info's environment; undefined while loading (no dropdown until known). */
  environment: 'production' | 'non-production' | undefined;
  cartCount: number | null;
  /** What the cart costs a month (the stored cartAmount, '450.70'); null when unknown. */
  cartAmount?: string | null;
  recommendations: number | null;
  /** The About text loaders, by owner. */
  loadAbout: (kind: 'agent' | 'group', id: number) => Promise<AboutText | null>;
}

export function headerModel(inputs: HeaderInputs): SiteHeaderModel {
  const { landing } = inputs;
  const name = landing ? landing.data.display_name || (landing.kind === 'group' ? landing.data.gname : '') : '';
  const about: AboutSource | null = landing ? { name, load: () => inputs.loadAbout(landing.kind, landing.id) } : null;
  const employer = inputs.employeeMode
    ? landing?.kind === 'group'
      ? { name: landing.data.gname || name, address: addressLine(landing.data.address_information) || null, image: safeImage(landing.data.image) }
      : inputs.storedGroupName ? { name: inputs.storedGroupName, address: null, image: null } : null
    : null;
  const contact = landing && !employer
    ? { name, phone: landing.data.display_phone, email: landing.data.display_email, tagline: landing.data.tagline, taglineLang: landing.data.content_lang, image: safeImage(landing.data.image) }
    : null;
  return {
    siteName: inputs.siteName,
    logoUrl: inputs.logoUrl ?? safeImage(landing?.data.logo),
    homeHref: inputs.homeHref,
    contact,
    employer,
    about,
    categories: inputs.categories,
    dashboardLinks: inputs.environment === 'non-production' ? dashboardLinks(inputs.links) : null,
    cartCount: inputs.cartCount,
    cartAmount: inputs.cartAmount ?? null,
    showRecommended: showsRecommendedLink({ cartCount: inputs.cartCount, recommendations: inputs.recommendations }),
  };
}
