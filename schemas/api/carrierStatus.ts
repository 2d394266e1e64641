/**
 * GET /{hash}: a carrier's status (storefront.md section 7 "Questions and eligibility" lists
 * `GET /{hash} (status)` beside the premier-carrier checks and section 3 names `{hash}` among a
 * plan's carrier flags; the rest is ours, docs/decisions/shopping.md). The hash is the carrier's
 * status key, 64 lowercase hex digits, that a plan of a carrier with a status carries as
 * `carrier_hash`; the answer says whether the carrier takes new applications now (status) and, when
 * not, the text a visitor reads (message, '' while it does). Public: the same for every visitor.
 * Anything else in that place (a mistyped path, an unknown key) answers 404 like any unknown path,
 * so the route never shadows one; it is listed last in the route table for the same reason.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { answerWith, contentLangProperty, responses } from './common';
import { route } from './route';

/** A carrier status key: what the route answers for, and what plan summaries carry. */
export const CARRIER_HASH_PATTERN = '^[0-9a-f]{64}$';

export const carrierHashSchema = {
  type: 'string', pattern: CARRIER_HASH_PATTERN, description: "A carrier's status key: 64 lowercase hex digits (the plan's carrier_hash).",
} as const;

export const carrierStatusData = answerWith({
  status: { type: 'boolean', description: 'The carrier takes new applications now.' },
  message: { type: 'string', description: "The carrier's text while it does not ('' while it does)." },
}, contentLangProperty);
export type CarrierStatusData = FromSchema<typeof carrierStatusData>;

// No pattern here: a path that is no hash is an unknown path (404), not bad input at `hash`.
const params = {
  type: 'object', required: ['hash'], properties: { hash: { type: 'string', description: carrierHashSchema.description } },
} as const;

export const CARRIER_STATUS_ROUTES = {
  carrierStatus: route({ method: 'GET', url: '/:hash', pathPatterns: { hash: CARRIER_HASH_PATTERN }, schema: { tags: ['questions'], operationId: 'getCarrierStatus', params, response: responses(carrierStatusData) } }),
} as const;
