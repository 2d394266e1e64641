/** The chrome stories' models, from the demo world (Jordan Avery, Acme Manufacturing, the default site). */
import type { MenuCategory } from '../../../schemas/api/menu';
import { DEMO_SITES } from '../../../schemas/demo/sites';
import { DEMO_AGENT_LANDINGS, DEMO_GROUP_LANDINGS } from '../../../schemas/demo/storefront';
import type { SiteHeaderModel } from '../../../src/storefront/chrome/SiteHeader';
import type { SiteFooterModel } from '../../../src/storefront/chrome/SiteFooter';

const MENU: MenuCategory[] = ['medical', 'dental', 'vision', 'lifestyle'];
const resolve = <T,>(value: T) => () => Promise.resolve(value);

export const DEFAULT_HEADER: SiteHeaderModel = {
  siteName: DEMO_SITES.default.site_name, logoUrl: DEMO_SITES.default.logo_url, homeHref: '/', contact: null, employer: null, about: null,
  categories: MENU, dashboardLinks: null, cartCount: null, showRecommended: false,
};

export const REP_HEADER: SiteHeaderModel = {
  ...DEFAULT_HEADER,
  siteName: DEMO_SITES['agent:1001'].site_name, logoUrl: DEMO_SITES['agent:1001'].logo_url,
  contact: { name: 'Jordan Avery', phone: '5552010001', email: 'jordan.avery@example.com', tagline: DEMO_AGENT_LANDINGS[1001].tagline, image: DEMO_AGENT_LANDINGS[1001].image },
  about: { name: 'Jordan Avery', load: resolve({ text: DEMO_AGENT_LANDINGS[1001].bio }) },
};

const ACME_CONTACT = { name: 'Acme Manufacturing', phone: '5552170100', email: '', tagline: DEMO_GROUP_LANDINGS[2001].tagline, image: DEMO_GROUP_LANDINGS[2001].image };

export const GROUP_HEADER: SiteHeaderModel = {
  ...DEFAULT_HEADER,
  siteName: DEMO_SITES['group:2001'].site_name, logoUrl: DEMO_SITES['group:2001'].logo_url, homeHref: '/group-home',
  contact: ACME_CONTACT, about: { name: 'Acme Manufacturing', load: resolve({ text: DEMO_GROUP_LANDINGS[2001].bio }) },
};

export const EMPLOYEE_HEADER: SiteHeaderModel = {
  ...GROUP_HEADER, homeHref: '/member-home', contact: null,
  employer: { name: 'Acme Manufacturing', address: '100 Main St, Springfield, IL 62701', image: DEMO_GROUP_LANDINGS[2001].image },
};

export const CUSTOM_DOMAIN_HEADER: SiteHeaderModel = {
  ...GROUP_HEADER, siteName: DEMO_SITES['benefits.acme.test'].site_name, logoUrl: DEMO_SITES['benefits.acme.test'].logo_url,
};

export const DASHBOARD_LINKS = [
  { name: 'admin', label: 'Admin', url: 'https://admin.example.com/' },
  { name: 'message_center', label: 'Message center', url: 'https://messages.example.com/' },
  { name: 'rep_dashboard', label: 'Rep dashboard', url: 'https://reps.example.com/' },
  { name: 'member_dashboard', label: 'Member dashboard', url: 'https://members.example.com/' },
  { name: 'sso', label: 'Single sign-on', url: 'https://sso.example.com/' },
];

export const FOOTER_LINKS = {
  rep_registration: 'https://reps.example.com/register', rep_dashboard: 'https://reps.example.com/', member_login: 'https://members.example.com/login',
  member_dashboard: 'https://members.example.com/', group_application: 'https://groups.example.com/apply', group_login: 'https://groups.example.com/login',
  app_ios: 'https://apps.example.com/ios', app_android: 'https://apps.example.com/android',
};

export const FOOTER: SiteFooterModel = {
  siteName: DEMO_SITES.default.site_name, links: FOOTER_LINKS, ticketUrl: 'https://tickets.example.com/new', stores: { ios: true, android: true }, year: 2026,
  images: { logo: null, ios: null, android: null },
};
