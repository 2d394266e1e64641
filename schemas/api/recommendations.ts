/**
 * The recommendation calls of the second backend (storefront.md section 7; issue 8 point 1),
 * served by this server under the same prefix (the client keeps the base configurable):
 * - GET recommendation/popularity: the plans most bought (cart lines and members' policies);
 * - GET recommendation/filter: the plans that price for the visitor's state, tier, age (and
 *   gender: no demo plan is priced by it, so it narrows nothing today), most bought first;
 * - GET recommendation/association: the plans bought together with planID (same cart or same
 *   member), most often first;
 * - GET recommendation/plan-details: the card of each plan in plan_list, in that order, with its
 *   lowest monthly price ('Starting From');
 * - POST decrypt-detail: the ids of a recommendation link, which travel base64-encoded (as the
 *   direct links' ids do), decoded: data is an array whose first item holds them.
 * Every call takes who the visitor is (platformID, userID, enroll_type, agentID, groupID): a
 * group-only plan is recommended only to its group, a portal-limited one only on its portals, the
 * membership never; planID is left out of its own recommendations. Answers: data.recs, plan ids
 * best first, at most RECOMMENDATION_LIMIT.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES } from '../messages';
import { TIER_CODES } from '../plans';
import { moneySchema } from './cart';
import { answer, responses } from './common';
import { cardPlanSchema } from './home';
import { route } from './route';

/** How many plan ids a recommendation answers at most. */
export const RECOMMENDATION_LIMIT = 10;

const id = { type: 'string', pattern: '^[0-9]{1,9}$', 'x-message': MESSAGES.storefrontIdInvalid } as const;
const word = { type: 'string', pattern: '^[A-Za-z_-]{1,40}$', 'x-message': MESSAGES.choice } as const;

/** The second backend's query (every value optional; ids as digit strings, age in whole years). */
export const recommendationQuery = {
  type: 'object',
  properties: {
    platformID: id, userID: id, enroll_type: word, agentID: id, groupID: id, planID: id,
    state: { type: 'string', pattern: '^[A-Za-z]{2}$', 'x-message': MESSAGES.choice },
    tier: { type: 'string', enum: TIER_CODES, 'x-message': MESSAGES.chooseTier },
    age: { type: 'string', pattern: '^[0-9]{1,3}$', 'x-message': MESSAGES.choice },
    gender: { type: 'string', enum: ['0', '1'], 'x-message': MESSAGES.choice },
  },
} as const;

/** data.recs: plan ids, best first. */
export const recsData = answer({ recs: { type: 'array', items: { type: 'integer' } } });

/** plan-details: plan_list, comma-separated plan ids (at most 20). */
export const planDetailsQuery = {
  type: 'object', required: ['plan_list'],
  properties: { ...recommendationQuery.properties, plan_list: { type: 'string', pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,19}$', 'x-message': MESSAGES.storefrontIdInvalid } },
} as const;

/** A recommended plan's card and its lowest monthly price (null when it has no price row). */
export const recommendedPlanSchema = {
  ...cardPlanSchema,
  required: [...cardPlanSchema.required, 'plan_price'],
  properties: { ...cardPlanSchema.properties, plan_price: { anyOf: [moneySchema, { type: 'null' }] } },
} as const;

export const planDetailsData = { type: 'array', items: recommendedPlanSchema } as const;

/** An encoded id: base64 of the id's digits (null or absent: not sent). */
const encoded = { type: ['string', 'null'], maxLength: 40, 'x-message': MESSAGES.storefrontIdInvalid } as const;

export const decryptBody = {
  type: 'object', additionalProperties: false,
  properties: { portalId: encoded, planId: encoded, userID: encoded, agentId: encoded, groupId: encoded },
} as const;

const decodedId = { type: ['integer', 'null'] } as const;
/** [ {portalId, planId, userID, agentId, groupId} ]: each decoded, null when not sent. */
export const decryptData = {
  type: 'array', minItems: 1, maxItems: 1,
  items: answer({ portalId: decodedId, planId: decodedId, userID: decodedId, agentId: decodedId, groupId: decodedId }),
} as const;

const TAGS = ['recommendations'] as const;
const recsRoute = <const U extends string>(url: U) =>
  route({ method: 'GET', url, schema: { tags: TAGS, querystring: recommendationQuery, response: responses(recsData) } });

export const RECOMMENDATION_ROUTES = {
  popularity: recsRoute('/recommendation/popularity'),
  filter: recsRoute('/recommendation/filter'),
  association: recsRoute('/recommendation/association'),
  planDetails: route({ method: 'GET', url: '/recommendation/plan-details', schema: { tags: TAGS, querystring: planDetailsQuery, response: responses(planDetailsData) } }),
  decryptDetail: route({ method: 'POST', url: '/decrypt-detail', schema: { tags: TAGS, body: decryptBody, response: responses(decryptData) } }),
} as const;

export type RecommendedPlan = FromSchema<typeof recommendedPlanSchema>;
export type RecsData = FromSchema<typeof recsData>;
export type DecryptData = FromSchema<typeof decryptData>;
