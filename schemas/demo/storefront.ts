/**
 * The storefront's entry data of spec/demo-world.md (data): rep 1001's and group 2001's landing
 * pages, the portals each rep sells on, and referral 5001. Names, codes, contacts and landing
 * slugs stay in world.ts; this file adds only what a landing page or a referral needs.
 * Logos are small SVG data URIs; the rep's photo is the store's portrait placeholder
 * (public/pictures/portrait.svg, docs/pictures.md).
 */

/** A round portrait placeholder: initials on a colour. */
function portrait(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">`
    + `<circle cx="60" cy="60" r="60" fill="${color}"/>`
    + `<text x="60" y="74" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Landing columns by agent id (agents without one keep ''). */
export const DEMO_AGENT_LANDINGS = {
  1001: {
    tagline: 'Benefits explained plainly, chosen together.',
    bio: 'Jordan Avery has helped families and small employers in Illinois choose health, dental and vision cover for fifteen years.',
    logo: portrait('JA', '#1d4e89'),
    image: '/pictures/portrait.svg',
    image_link: '',
  },
} as const;

/** Landing columns by group id. */
export const DEMO_GROUP_LANDINGS = {
  2001: {
    tagline: 'Your Acme benefits, in one place.',
    bio: 'Acme Manufacturing has built parts in Springfield since 1952. Enroll in the plans Acme offers its employees here.',
    logo: portrait('AM', '#8a2c0d'),
    image: portrait('AM', '#d97706'),
    image_link: '',
  },
} as const;

/** [agent_id, portal_id]: the portals each rep sells on. */
export const DEMO_AGENT_PORTALS = [[1001, 11], [1001, 12], [1002, 11]] as const;

/** Referral links (?rid=). */
export const DEMO_REFERRALS = [
  { id: 5001, agent_id: 1001, group_id: null, portal_id: 11, valid: true, referrer_info: 'Jordan Avery' },
] as const;

/** The portal a visitor with no rep, group or referral enrolls on (get-default-info): Individual Direct. */
export const DEFAULT_PORTAL_ID = 11;
