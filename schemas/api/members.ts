/**
 * Portal sign-in and the members and filters calls of storefront.md section 7 (issue 7, point 6):
 * who is signed in, the member tables of a rep or group, a member's info, and the temporary
 * enrollments (quote filters) of an existing member. Every member route answers only for the
 * session's principal: 401 without one, 403 for another rep's, group's or member's ids.
 * SSNs are not part of a member row (decision: the table never needs them; see README).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { answer, emailSchema, emptyData, enrollmentIdSchema, responses } from './common';
import { route } from './route';
import { agentIdQuery, groupIdQuery, platformsData } from './storefront';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 999999999, 'x-message': MESSAGES.storefrontIdInvalid } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 999999999, 'x-message': MESSAGES.storefrontIdInvalid } as const;
/**
 * The tier: checked, like every pricing dialog's answer, by the catalog's tier form
 * (schemas/catalog/storefront/tier.ts, adapters' pricingFieldErrors('tier', ...)) in the route, so
 * its rule (required, one of the tier codes, 'Please choose a tier') lives in one place.
 */
const tier = { description: 'The tier code (IO, IS, IC, IF), checked by the tier form: else 422 at tier.' } as const;
const openType = { type: ['string', 'null'], enum: ['agent', 'group', 'user', null], 'x-message': MESSAGES.choice } as const;
const TAGS = ['members'] as const;

export const signInBody = {
  type: 'object', required: ['email', 'password'], additionalProperties: false,
  properties: {
    email: emailSchema(MESSAGES.continueInvalidEmail),
    password: { type: 'string', minLength: 1, maxLength: 200, 'x-message': MESSAGES.required },
  },
} as const;

/** Who the session's principal is (all null when nobody signed in): the ids a page stores for the visitor. */
export const principalData = answer({
  role: { type: ['string', 'null'], enum: ['agent', 'group', 'member', null] }, name: nullableString,
  first_name: nullableString, last_name: nullableString,
  agent_id: nullableInteger, group_id: nullableInteger, user_id: nullableInteger, portal_id: nullableInteger,
});

/** A member table row (storefront.md section 6 "Member row"; no SSN). */
export const memberRow = answer({
  name: { type: 'string' }, dob: { type: 'string' }, policy_id: { type: 'string' }, user_id: { type: 'integer' }, email: { type: 'string' },
  group_info: answer({ group_id: nullableInteger, group_name: nullableString }),
  plan_info: { type: 'array', items: answer({ plan: { type: 'integer' }, plan_name: { type: 'string' }, plan_status: { type: 'string' } }) },
});
export const memberRowsData = { type: 'array', items: memberRow } as const;

export const userIdQuery = {
  type: 'object', required: ['user_id'],
  properties: { user_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.storefrontIdInvalid } },
} as const;

const memberInfo = answer({ first_name: { type: 'string' }, last_name: { type: 'string' }, user_id: { type: 'integer' } });
const orNull = <const S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] } as const);

/** get-member-info: the member, their rep and group, and the portal they enroll on. */
export const memberInfoData = answer({
  member_info: memberInfo,
  agent_info: orNull(answer({ agent_id: { type: 'integer' }, agent_fname: { type: 'string' }, agent_lname: { type: 'string' } })),
  // gid beside group_id: the startup's restore of a stored member reads the group as gid (session Group: gid).
  group_info: orNull(answer({ gid: { type: 'integer' }, group_id: { type: 'integer' }, group_name: { type: 'string' } })),
  portal_id: nullableInteger,
});

export const groupAgentMemberQuery = {
  type: 'object',
  properties: { enrollment_id: enrollmentIdSchema, group_id: { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.storefrontIdInvalid } },
} as const;

/** get-group-agent-member-info: an enrollment's type and member, or a group's name, code and portals. */
export const groupAgentMemberData = answer({
  enrollment_type: nullableString,
  result: answer({ user_info: orNull(memberInfo) }),
  group_info: orNull(answer({ name: { type: 'string' }, code: { type: 'string' } })),
  platforms: platformsData,
});

export const existingUserFilterBody = {
  type: 'object', required: ['user_id', 'eprocess', 'policy_id'], additionalProperties: false,
  properties: {
    user_id: id, tier, eprocess: { type: 'string', enum: ['rep', 'group'], 'x-message': MESSAGES.choice },
    group_id: nullableId, agent_id: nullableId,
    policy_id: { type: 'string', minLength: 1, maxLength: 40, 'x-message': MESSAGES.memberPolicyMismatch }, open_type: openType,
  },
} as const;

export const memberFilterBody = {
  type: 'object', required: ['user_id'], additionalProperties: false,
  properties: { user_id: id, tier, open_type: openType },
} as const;

/** The temporary enrollment a filter created (tempId in the browser) and its portal. */
export const filterData = answer({ temp_enrollment_id: { type: 'string' }, portal_id: { type: 'integer' } });

export const updateFilterPortalBody = {
  type: 'object', required: ['enrollment_id', 'platform_group_id'], additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, group_id: nullableId, platform_group_id: id },
} as const;

const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const MEMBERS_ROUTES = {
  signIn: route({ method: 'POST', url: '/portal-sign-in', schema: { tags: TAGS, body: signInBody, response: responses(principalData) } }),
  signOut: route({ method: 'POST', url: '/portal-sign-out', schema: { tags: TAGS, body: emptyBody, response: responses(emptyData) } }),
  portalSession: route({ method: 'GET', url: '/portal-session', schema: { tags: TAGS, response: responses(principalData) } }),
  agentMembers: route({ method: 'GET', url: '/get-agent-members', schema: { tags: TAGS, querystring: agentIdQuery, response: responses(memberRowsData) } }),
  groupUsers: route({ method: 'GET', url: '/get-group-users', schema: { tags: TAGS, querystring: groupIdQuery, response: responses(memberRowsData) } }),
  memberInfo: route({ method: 'GET', url: '/get-member-info', schema: { tags: TAGS, querystring: userIdQuery, response: responses(memberInfoData) } }),
  groupAgentMemberInfo: route({
    method: 'GET', url: '/get-group-agent-member-info', schema: { tags: TAGS, querystring: groupAgentMemberQuery, response: responses(groupAgentMemberData) },
  }),
  existingUserFilter: route({
    method: 'POST', url: '/add-filter-for-existing-user', schema: { tags: TAGS, body: existingUserFilterBody, response: responses(filterData) },
  }),
  memberFilter: route({ method: 'POST', url: '/add-filter-for-member', schema: { tags: TAGS, body: memberFilterBody, response: responses(filterData) } }),
  updateFilterPortal: route({
    method: 'POST', url: '/update-filter-portal', schema: { tags: TAGS, body: updateFilterPortalBody, response: responses(emptyData) },
  }),
} as const;

export type PrincipalData = FromSchema<typeof principalData>;
export type MemberRow = FromSchema<typeof memberRow>;
export type MemberInfoData = FromSchema<typeof memberInfoData>;
export type GroupAgentMemberData = FromSchema<typeof groupAgentMemberData>;
export type FilterData = FromSchema<typeof filterData>;
export type ExistingUserFilterBody = FromSchema<typeof existingUserFilterBody>;
export type MemberFilterBody = FromSchema<typeof memberFilterBody>;
