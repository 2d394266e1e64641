/**
 * What the OpenAPI document says of each operation beyond its schemas: its id and summary
 * (schemas/api/operations.ts), the session it needs, read from the guard hooks the route was
 * registered with (plugins/session.ts), and its error statuses one by one instead of a bare 4XX:
 * 422 when it takes input, what its guard answers, and what operations.ts lists for its handler.
 * The server's own serialization keeps the route table's '4xx'; only the document changes.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { errorEnvelopeSchema } from '../../schemas/api/common';
import { operationDoc, operationId } from '../../schemas/api/operations';
import { optionallyBound, requireBoundSession, requireEnrollment } from './session';

/** Who may call an operation. */
export type SessionNeed = 'enrollment' | 'optional-enrollment' | 'any-enrollment' | 'portal' | 'staff' | 'none';

/** The document's words for each error status. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  204: 'Nothing matches (no body).',
  401: 'No live session: the bs_sid cookie is missing or its session ended.',
  403: "The session does not hold this enrollment (or the signed-in account may not see this data).",
  404: 'Not found.',
  409: 'The enrollment is completed (or not in the state this step needs); nothing changed.',
  422: 'Bad input: field errors {target_element, error_message}; nothing changed.',
  429: 'Too many tries: throttled for this caller (or this e-mail); try again later.',
};

/** The words of each session need, appended to the operation's description. */
const SESSION_TEXT: Readonly<Record<SessionNeed, string>> = {
  enrollment: 'Session: needs the bs_sid cookie of a session bound to `enrollment_id`.',
  'optional-enrollment': 'Session: none, unless `enrollment_id` is given; then the session must hold it.',
  'any-enrollment': 'Session: needs the bs_sid cookie of a session holding some enrollment.',
  portal: 'Session: needs a signed-in portal account (portal-sign-in) on the bs_sid session.',
  staff: 'Session: needs the staff session cookie (admin/session) and a role the operation lists.',
  none: 'Session: none.',
};

const hooksOf = (hook: unknown): unknown[] => (Array.isArray(hook) ? hook : hook === undefined ? [] : [hook]);

/** The session a route needs, from the guard hooks it was registered with (and operations.ts for portal routes). */
export function sessionNeedOf(route: Pick<RouteOptions, 'preHandler' | 'method' | 'url'>, portal: boolean): SessionNeed {
  const hooks = hooksOf(route.preHandler);
  if (hooks.includes(requireEnrollment)) return 'enrollment';
  if (hooks.includes(optionallyBound.preHandler)) return 'optional-enrollment';
  if (hooks.includes(requireBoundSession)) return 'any-enrollment';
  return portal ? 'portal' : 'none';
}

/** The error statuses of an operation, ascending. */
function statusesOf(schema: FastifySchema, route: RouteOptions, need: SessionNeed, declared: readonly number[]): number[] {
  const statuses = new Set<number>(declared);
  if (schema.querystring || schema.body || schema.params) statuses.add(422);
  if (need !== 'none') statuses.add(401).add(403);
  const write = route.method !== 'GET';
  if (write && (need === 'enrollment' || need === 'optional-enrollment') && !route.config?.afterCompletion) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/** The route's schema as the document shows it: id, summary, session and statuses (swagger's transform). */
export function documentOperation({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const method = String(route.method);
  const path = url.replace(/^\/api\/v1/, '');
  const doc = operationDoc(method, path);
  const staff = (schema as { 'x-staff-roles'?: unknown })['x-staff-roles'] !== undefined;
  const need = staff ? 'staff' : sessionNeedOf(route, doc?.portal === true);
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const tableError = response['4xx'];
  delete response['4xx'];
  for (const status of statusesOf(schema, route, need, doc?.statuses ?? [])) {
    if (response[status] !== undefined) continue;
    response[status] = status === 204 ? { type: 'null', description: STATUS_TEXT[204] } : { ...(tableError as object ?? errorEnvelopeSchema), description: STATUS_TEXT[status] ?? 'Error.' };
  }
  if (response['200'] !== undefined) response['200'] = { ...(response['200'] as object), description: 'Success: the envelope {status: "success", data}.' };
  if (response['5xx'] !== undefined) response['5xx'] = { ...(response['5xx'] as object), description: 'Unexpected failure (error envelope).' };
  const security = need === 'none' ? undefined : need === 'optional-enrollment' ? [{}, { session: [] }] : [{ session: [] }];
  // An admin route documents itself (schemas/api/staffOperation.ts: its id, summary, roles and the staff cookie).
  const own = schema as FastifySchema & { operationId?: string; summary?: string; description?: string; security?: unknown };
  return {
    url,
    schema: {
      ...schema,
      operationId: own.operationId ?? operationId(path),
      summary: own.summary ?? doc?.summary ?? 'Not documented yet (schemas/api/operations.ts).',
      description: own.description ?? SESSION_TEXT[need],
      ...(own.security ? { security: own.security } : security ? { security } : {}),
      ...(schema.response ? { response } : {}),
    } as FastifySchema,
  };
}
