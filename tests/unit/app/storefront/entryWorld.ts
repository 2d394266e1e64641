/** The demo world's entry answers (spec/demo-world.md: rep 1001, rep 1002, groups 2001 and 2002, referral 5001) for the fake network. */
import { ACME_LANDING, JORDAN_LANDING } from '../../../../stories/storefront/entry/entryFixtures';
import type { FakeAnswer, FakeRoute } from '../fakeApi';
import { quoteFormRoute, storefrontFormAnswer } from '../fakeValidators';

export const JORDAN = {
  first_name: 'Jordan', last_name: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001', agent_code: 'AVERY001',
  logo: '/demo/javery-logo.svg', image: '/demo/javery.jpg', landing_url: 'javery',
};
export const SAM = { ...JORDAN, first_name: 'Sam', last_name: 'Noland', email: 'sam.noland@example.com', phone: '5552010002', agent_code: 'NOLAND02', landing_url: '' };
export const ACME = { name: 'Acme Manufacturing', group_id: 2001, landing_url: 'acme' };
export const NOLAND_SUPPLY = { name: 'Noland Supply', group_id: 2002, landing_url: '' };

const NO_MATCH: FakeAnswer = { status: 204, data: null };

/** validate-agent: AVERY001 and NOLAND02, anything else 204. */
export const validateAgent: FakeRoute = (url) => {
  const code = url.searchParams.get('agent_code')?.toUpperCase();
  if (code === 'AVERY001') return { data: JORDAN };
  if (code === 'NOLAND02') return { data: SAM };
  return NO_MATCH;
};

/** validate-group: ACME2001 and NOLAND03, anything else 204. */
export const validateGroup: FakeRoute = (url) => {
  const code = url.searchParams.get('group_code')?.toUpperCase();
  if (code === 'ACME2001') return { data: ACME };
  if (code === 'NOLAND03') return { data: NOLAND_SUPPLY };
  return NO_MATCH;
};

/** validate-landing-page: javery and acme, anything else 204. */
export const validateLanding: FakeRoute = (url) => {
  const slug = url.searchParams.get('landing_page');
  if (slug === 'javery') return { data: { type: 'agent', agent_id: 1001, group_id: null, gagent_code: 'AVERY001', gcode: null, gname: null } };
  if (slug === 'acme') return { data: { type: 'group', agent_id: 1001, group_id: 2001, gagent_code: 'AVERY001', gcode: 'ACME2001', gname: 'Acme Manufacturing' } };
  return NO_MATCH;
};

export const REFERRAL = { agent_id: 1001, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: 'Jordan Avery' };

/** get-default-info on the app's own hosts, without a white-label host. */
export const DEFAULT_INFO = {
  data: {
    site_name: 'Benefit Store', logo_url: '', primary_color: '#1d4f73', accent_color: '#0f6e62', portal_id: 11, platform_name: 'Individual Direct',
    platform_code: 'IND', environment: 'non-production', app_hosts: ['localhost', '127.0.0.1'], white_label: null,
  },
};

export const AGENT_ENROLL = {
  data: { agent_id: 1001, agent_fname: 'Jordan', agent_mname: '', agent_lname: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001', landing_url: 'javery' },
};

/** Every entry route of the demo world. */
export const ENTRY_ROUTES = {
  'get-default-info': DEFAULT_INFO,
  'get-external-site-dynamic-information': { data: { result: [] } },
  'validate-agent': validateAgent,
  'validate-group': validateGroup,
  // The entry forms' definitions and validators (the engine renders them: issue 16 item 1).
  'get-form-fields-quote': quoteFormRoute(),
  'get-form-fields-access-code': storefrontFormAnswer('access_code'),
  'get-form-fields-group-code': storefrontFormAnswer('group_code'),
  'validate-landing-page': validateLanding,
  'get-agent-landing-page-info': { data: JORDAN_LANDING },
  'get-group-landing-page-info': { data: ACME_LANDING },
  'get-agent-info-enroll': AGENT_ENROLL,
  'get-enrollment-info-referral': ((url) => (url.searchParams.get('referral_id') === '5001' ? { data: REFERRAL } : NO_MATCH)) as FakeRoute,
};
