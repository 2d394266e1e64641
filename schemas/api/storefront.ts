/**
 * The storefront's entry routes (storefront.md section 7, "Site and landing"): rep access codes,
 * group enrollment codes, landing pages, referral links and sites. Every lookup that finds
 * nothing answers HTTP 204 with no body (the spec's 'invalid' signal for codes; the same for
 * the others), so a client tells "unknown" from a failure without reading a message.
 * Query values arrive as strings (ajv does not coerce): ids are digit strings.
 */
import { MESSAGES } from '../messages';
import { answer, answerWith, contentLangProperty, responses, type ApiSchema } from './common';
import { route } from './route';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const idString = <const M extends string>(message: M) => ({ type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': message } as const);
/** Access codes are letters, digits and hyphens (the demo's are 8 characters); compared upper case. */
/** A rep access code or group enrollment code: letters, digits and hyphens (its entry form's catalog checks it, on both sides). */
export const ACCESS_CODE_PATTERN = '^[A-Za-z0-9-]{1,40}$';
/**
 * The query's code: a string of at most 40 characters; whether it is given and its shape are its
 * entry form's rules (schemas/catalog/storefront/accessCode.ts, groupCode.ts), which the handler
 * checks as the browser's engine does, so '' reads 'Field is required' on both sides.
 */
const codeString = <const M extends string>(message: M) => ({ type: 'string', maxLength: 40, 'x-message': message } as const);

export const agentCodeQuery = {
  type: 'object', required: ['agent_code'], properties: { agent_code: codeString(MESSAGES.invalidRepAccessCode) },
} as const;

export const groupCodeQuery = {
  type: 'object', required: ['group_code'], properties: { group_code: codeString(MESSAGES.invalidGroupCode) },
} as const;

/** validate-agent: the rep behind a rep access code. */
export const validateAgentData = answer({
  first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' },
  agent_code: { type: 'string' }, logo: { type: 'string' }, image: { type: 'string' }, landing_url: { type: 'string' },
});

/** validate-group: the group behind a group enrollment code. */
export const validateGroupData = answer({ name: { type: 'string' }, group_id: { type: 'integer' }, landing_url: { type: 'string' } });

export const landingQuery = {
  type: 'object', required: ['landing_page'],
  properties: { landing_page: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$', 'x-message': MESSAGES.landingPageInvalid } },
} as const;

/** validate-landing-page: whose landing page a slug is (a group's carries its rep and code). */
export const landingData = answer({
  type: { type: 'string', enum: ['agent', 'group'] }, agent_id: nullableInteger, group_id: nullableInteger,
  gagent_code: nullableString, gcode: nullableString, gname: nullableString,
});

export const agentIdQuery = { type: 'object', required: ['agent_id'], properties: { agent_id: idString(MESSAGES.storefrontIdInvalid) } } as const;
export const groupIdQuery = { type: 'object', required: ['group_id'], properties: { group_id: idString(MESSAGES.storefrontIdInvalid) } } as const;

/** get-agent-info-enroll: the rep of an enrollment (no access code: ids are guessable). */
export const agentEnrollData = answer({
  agent_id: { type: 'integer' }, agent_fname: { type: 'string' }, agent_mname: { type: 'string' }, agent_lname: { type: 'string' },
  email: { type: 'string' }, phone: { type: 'string' }, landing_url: { type: 'string' },
});

/** get-group-info-enroll: the group of an enrollment (no enrollment code: ids are guessable). */
export const groupEnrollData = answer({
  gid: { type: 'integer' }, gname: { type: 'string' }, portal_id: { type: 'integer' }, agent_id: nullableInteger, landing_url: { type: 'string' },
});

export const referralQuery = {
  type: 'object', required: ['referral_id'], properties: { referral_id: idString(MESSAGES.storefrontIdInvalid) },
} as const;

export const referralData = answer({
  agent_id: nullableInteger, group_id: nullableInteger, portal_id: { type: 'integer' },
  valid_referral_link: { type: 'boolean' }, referrer_info: { type: 'string' },
});

/** site_domain (base64) names the site; without it, the request's Host header does. */
export const domainSiteQuery = {
  type: 'object', properties: { site_domain: { type: 'string', minLength: 1, maxLength: 400, 'x-message': MESSAGES.choice } },
} as const;

/** get-domainSite-infromation: the group whose custom domain a host is. */
export const domainSiteData = answer({
  gid: { type: 'integer' }, gname: { type: 'string' }, gagent_code: nullableString, portal_id: { type: 'integer' },
  landing_type: { type: 'string', enum: ['group'] },
});

/** get-default-info: the default site's name and branding and the portal an anonymous visitor enrolls on. */
export const defaultInfoData = answer({
  site_name: { type: 'string' }, logo_url: { type: 'string' }, primary_color: { type: 'string' }, accent_color: { type: 'string' },
  portal_id: { type: 'integer' }, platform_name: { type: 'string' }, platform_code: { type: 'string' },
  /** Off production the header offers the dashboard dropdown. */
  environment: { type: 'string', enum: ['production', 'non-production'] },
  /** Hosts the storefront itself is served on: any other host is a group's custom domain. */
  app_hosts: { type: 'array', items: { type: 'string' } },
  /** The special white-label host and its guest agent and default group, when configured. */
  white_label: {
    anyOf: [
      answer({ host: { type: 'string' }, guest_agent_id: { type: 'integer' }, default_group_id: { type: 'integer' } }),
      { type: 'null' },
    ],
  },
});

/** The fields of a rep's landing page (storefront.md section 3, "Rep landing info"). */
const landingFields = {
  display_phone: { type: 'string' }, display_email: { type: 'string' }, tagline: { type: 'string' }, display_about_name: { type: 'string' },
  display_name: { type: 'string' }, image: { type: 'string' }, image_link: { type: 'string' }, logo: { type: 'string' },
  agent_code: { type: 'string' }, agent_bio: { type: 'string' },
} as const;

/** get-agent-landing-page-info: a rep's landing page. */
export const agentLandingData = answerWith(landingFields, contentLangProperty);

/** get-group-landing-page-info: a group's landing page (agent_code is its rep's, '' without one). */
export const groupLandingData = answerWith({
  ...landingFields,
  address_information: answer({ address1: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' }, zip: { type: 'string' } }),
  gweb_aboutus: { type: 'string' }, gname: { type: 'string' },
}, contentLangProperty);

export const agentAboutData = answerWith({ agent_bio: { type: 'string' } }, contentLangProperty);
export const groupAboutData = answerWith({ gweb_aboutus: { type: 'string' } }, contentLangProperty);

/** get-agent-groups: the groups a rep enrolls for. */
export const agentGroupsData = { type: 'array', items: answer({ gid: { type: 'integer' }, gname: { type: 'string' } }) } as const;

/** get-enrollment-platforms: the portals a rep sells on. */
export const platformsData = {
  type: 'array', items: answer({ platform_group_id: { type: 'integer' }, platform_name: { type: 'string' }, platform_code: { type: 'string' } }),
} as const;

const TAGS = ['storefront'] as const;

/** 204 (no body): the lookup found nothing. */
const NOT_FOUND = { type: 'null', description: 'Nothing matches (an unknown code, slug, id or domain)' } as const;

/** The responses of a lookup: 200 with `data`, 204 when nothing matches, 4xx/5xx with the error envelope. */
function lookupResponses<const D extends ApiSchema>(data: D) {
  return { ...responses(data), 204: NOT_FOUND } as const;
}

/** A GET lookup of the storefront: its query, and its answer or 204. */
export function lookupRoute<const U extends string, const Q extends ApiSchema, const D extends ApiSchema>(url: U, querystring: Q, data: D) {
  return route({ method: 'GET', url, schema: { tags: TAGS, querystring, response: lookupResponses(data) } });
}

export const STOREFRONT_ROUTES = {
  validateAgent: lookupRoute('/validate-agent', agentCodeQuery, validateAgentData),
  validateGroup: lookupRoute('/validate-group', groupCodeQuery, validateGroupData),
  validateLanding: lookupRoute('/validate-landing-page', landingQuery, landingData),
  agentEnrollInfo: lookupRoute('/get-agent-info-enroll', agentIdQuery, agentEnrollData),
  groupEnrollInfo: lookupRoute('/get-group-info-enroll', groupIdQuery, groupEnrollData),
  referralInfo: lookupRoute('/get-enrollment-info-referral', referralQuery, referralData),
  domainSite: lookupRoute('/get-domainSite-infromation', domainSiteQuery, domainSiteData),
  agentLanding: lookupRoute('/get-agent-landing-page-info', agentIdQuery, agentLandingData),
  agentAbout: lookupRoute('/get-agent-about-page-info', agentIdQuery, agentAboutData),
  groupLanding: lookupRoute('/get-group-landing-page-info', groupIdQuery, groupLandingData),
  groupAbout: lookupRoute('/get-group-about-page-info', groupIdQuery, groupAboutData),
  agentGroups: lookupRoute('/get-agent-groups', agentIdQuery, agentGroupsData),
  platforms: lookupRoute('/get-enrollment-platforms', agentIdQuery, platformsData),
  defaultInfo: route({ method: 'GET', url: '/get-default-info', schema: { tags: TAGS, response: responses(defaultInfoData) } }),
} as const;
