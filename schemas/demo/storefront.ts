/**
 * The storefront's entry data of spec/demo-world.md (data): rep 1001's and group 2001's landing
 * pages, the portals each rep sells on, and referral 5001. Names, codes, contacts and landing
 * slugs stay in world.ts; this file adds only what a landing page or a referral needs.
 * Logos are small SVG data URIs; the rep's photo is the store's portrait placeholder
 * (public/pictures/portrait.svg, docs/pictures.md).
 */

import { roundMark, worksPicture } from './marks';

/** Landing columns by agent id (agents without one keep ''). */
export const DEMO_AGENT_LANDINGS = {
  1001: {
    tagline: 'Benefits explained plainly, chosen together.',
    bio: 'Jordan Avery has helped families and small employers in Illinois choose health, dental and vision cover for fifteen years.',
    logo: roundMark('compass', '#1d4e89'),
    image: '/pictures/portrait.svg',
    image_link: '',
  },
} as const;

/** Landing columns by group id. */
export const DEMO_GROUP_LANDINGS = {
  2001: {
    tagline: 'Your Acme benefits, in one place.',
    bio: 'Acme Manufacturing has built parts in Springfield since 1952. Enroll in the plans Acme offers its employees here.',
    logo: roundMark('gear', '#8a2c0d'),
    image: worksPicture('#8a2c0d', '#fde7c8'),
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
