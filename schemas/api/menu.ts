/**
 * The site chrome's routes (storefront.md section 7, "Menu, home and recommendation data" and
 * "Site and landing"; issue 7 points 4 and 5): the category menu (get-common-menu,
 * get-group-menu), the ticketing link (get-ticket-link), and our extensions get-site-links (the
 * header's and footer's configured outside links) and save-site-theme (the one write path of a
 * site's theme, refusing colours that fail WCAG AA; only from a browser on the server's machine).
 * Query values arrive as strings (ajv does not coerce): ids are digit strings.
 */
import { MESSAGES } from '../messages';
import { answer, responses, type ApiSchema } from './common';
import { route } from './route';

/** The menu's category codes and the names the header shows (storefront.md section 3, "Menu categories"). */
export const MENU_CATEGORY_NAMES = {
  medical: 'Medical Plans', limitedmed: 'Limited Med Plans', dental: 'Dental Plans', vision: 'Vision Plans',
  supplemental: 'Supplemental Plans', rx: 'RX Plans', lifestyle: 'Lifestyle Plans', term_life: 'Term Life Plans',
  di: 'Disability Income Plans', critical: 'Critical Plan', accident: 'Accident Plans', hospital: 'Hospital Plans', pet: 'PET Plans',
} as const;

export type MenuCategory = keyof typeof MENU_CATEGORY_NAMES;

/** The order plans are grouped in on the plans listing (storefront.md section 2 "Plans listing"). */
export const PLAN_CATEGORY_ORDER: readonly MenuCategory[] = [
  'limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet',
];

const id = { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.storefrontIdInvalid } as const;
const word = { type: 'string', pattern: '^[A-Za-z_-]{1,40}$', 'x-message': MESSAGES.choice } as const;

/** get-common-menu: who the visitor is (every value optional: an anonymous visitor has none). */
export const commonMenuQuery = {
  type: 'object', properties: { agent_id: id, group_id: id, portal_id: id, eprocess: word, open_type: word },
} as const;

/** get-group-menu: the group, and the partner site the visitor came from. */
export const groupMenuQuery = {
  type: 'object', required: ['group_id'],
  properties: { group_id: id, from_site: { type: 'string', maxLength: 200, 'x-message': MESSAGES.choice } },
} as const;

/** The category codes, in menu order. */
export const menuData = { type: 'array', items: { type: 'string', enum: Object.keys(MENU_CATEGORY_NAMES) } } as const;

export const ticketData = answer({ ticket: { type: 'string' } });

/** One configured outside link (server/services/chromeConfig.ts names them). */
export const siteLinksData = answer({
  links: { type: 'array', items: answer({ name: { type: 'string' }, url: { type: 'string' } }) },
});

/** save-site-theme: a site's key and the settings to replace (server/services/siteTheme.ts checks both). */
export const saveThemeBody = {
  type: 'object', required: ['site_domain', 'settings'], additionalProperties: false,
  properties: {
    site_domain: { type: 'string', minLength: 1, maxLength: 253, 'x-message': MESSAGES.choice },
    settings: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 60 },
  },
} as const;

export const saveThemeData = answer({ site_domain: { type: 'string' }, saved: { type: 'array', items: { type: 'string' } } });

const TAGS = ['storefront'] as const;
const NOTHING = { type: 'null', description: 'Nothing to answer (an unknown group; no ticketing system configured)' } as const;
const orNothing = <const D extends ApiSchema>(data: D) => ({ ...responses(data), 204: NOTHING }) as const;

export const MENU_ROUTES = {
  commonMenu: route({ method: 'GET', url: '/get-common-menu', schema: { tags: TAGS, querystring: commonMenuQuery, response: responses(menuData) } }),
  groupMenu: route({ method: 'GET', url: '/get-group-menu', schema: { tags: TAGS, querystring: groupMenuQuery, response: orNothing(menuData) } }),
  ticketLink: route({ method: 'GET', url: '/get-ticket-link', schema: { tags: TAGS, response: orNothing(ticketData) } }),
  siteLinks: route({ method: 'GET', url: '/get-site-links', schema: { tags: TAGS, response: responses(siteLinksData) } }),
  saveSiteTheme: route({ method: 'POST', url: '/save-site-theme', schema: { tags: ['admin'], body: saveThemeBody, response: responses(saveThemeData) } }),
} as const;
