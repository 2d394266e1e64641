/**
 * How an area's API says its messages form's overrides in its error answers (issue 14 item 1):
 * one preSerialization hook, given how the area finds the caller's overrides (the storefront's:
 * services/siteMessages.ts; the wizard's: services/wizardMessages.ts), so a page and the
 * server's 4xx it shows speak the same text.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type MessageOverrides, overriddenMessage, withMessageOverrides } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';

/** An error envelope ({status: 'error', data: FieldError[]}), or a refusal answered 200 with its `message` beside (add to cart's). */
interface ErrorAnswer { status: 'error'; data: FieldError[]; message?: unknown }

function isErrorAnswer(payload: unknown): payload is ErrorAnswer {
  const body = payload as { status?: unknown; data?: unknown } | null;
  return typeof body === 'object' && body !== null && body.status === 'error' && Array.isArray(body.data);
}

/** Finds the caller's overrides of an area's messages (undefined: none). */
export type OverridesOf = (request: FastifyRequest) => Promise<MessageOverrides | undefined>;

/**
 * The preSerialization hook of an area's routes: an error answer (a 4xx, a deliberate 5xx such as
 * a mail that could not be sent (502), or a refusal answered 200) says the caller's overridden
 * texts. Only error answers pay for the lookup, and an answer nobody overrides is sent as it was
 * (the same object). An unexpected failure (500) keeps the general error. A failure
 * to look them up sends the catalog's texts: the error answer the route meant matters more than
 * its wording. `area` names the area in the log line of such a failure.
 */
export function messageOverridesHook(overridesOf: OverridesOf, area: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode === 500 || !isErrorAnswer(payload)) return payload;
    let overrides: MessageOverrides | undefined;
    try {
      overrides = await overridesOf(request);
    } catch (error) {
      request.log.warn({ err: { type: (error as Error).name } }, `${area} messages not read`);
      return payload;
    }
    if (!overrides) return payload;
    const data = withMessageOverrides(payload.data, overrides);
    return typeof payload.message === 'string' ? { ...payload, data, message: overriddenMessage(overrides, payload.message) } : { ...payload, data };
  };
}
