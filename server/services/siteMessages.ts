/**
 * The storefront's message overrides (issue 14 item 1): the Storefront: Messages form
 * (schemas/forms/storefrontForms.ts SITE_MESSAGES_FORM) resolved for a portal like any storefront
 * form (default, then the portal; versions, publish, rollback and audit are the forms' own). The app
 * reads them through get-form-fields-messages and shows them wherever it looks a catalog message up
 * (src/shared/text/messages.ts); the storefront's error answers say them too (siteMessagesHook), so
 * a page and the server's 422 it shows speak the same text.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type MessageOverrides, overriddenMessage, withMessageOverrides } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { SITE_MESSAGES_FORM } from '../../schemas/forms/storefrontForms';
import type { Database } from '../db/types';
import { resolveChain, scopeChain } from './formDefinitions/layers';
import { visitorPortal } from './storefrontForms';

/** A portal's overrides of the storefront's messages, or undefined when no layer overrides any (one statement, the chain's). */
export async function siteMessages(db: Kysely<Database>, portalId: number): Promise<MessageOverrides | undefined> {
  const { resolved } = await resolveChain(db, SITE_MESSAGES_FORM, scopeChain(portalId, null));
  return Object.keys(resolved.messages).length > 0 ? resolved.messages : undefined;
}

/** The overrides of the caller's portal (the session's, else the default: services/storefrontForms.ts visitorPortal). */
export async function visitorSiteMessages(request: FastifyRequest): Promise<MessageOverrides | undefined> {
  return siteMessages(request.server.db, await visitorPortal(request));
}

/** An error envelope ({status: 'error', data: FieldError[]}), or a refusal answered 200 with its `message` beside (add to cart's). */
interface ErrorAnswer { status: 'error'; data: FieldError[]; message?: unknown }

function isErrorAnswer(payload: unknown): payload is ErrorAnswer {
  const body = payload as { status?: unknown; data?: unknown } | null;
  return typeof body === 'object' && body !== null && body.status === 'error' && Array.isArray(body.data);
}

/**
 * preSerialization of the storefront's routes: an error answer (a 4xx, or a refusal answered 200)
 * says the caller's portal's overridden texts. Only error answers pay for the lookup, and an answer
 * nobody overrides is sent as it was (the same object). A 5xx keeps the general error. A failure to
 * look them up sends the catalog's texts: the error answer the route meant matters more than its wording.
 */
export async function siteMessagesHook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode >= 500 || !isErrorAnswer(payload)) return payload;
  let overrides: MessageOverrides | undefined;
  try {
    overrides = await visitorSiteMessages(request);
  } catch (error) {
    request.log.warn({ err: { type: (error as Error).name } }, 'storefront messages not read');
    return payload;
  }
  if (!overrides) return payload;
  const data = withMessageOverrides(payload.data, overrides);
  return typeof payload.message === 'string' ? { ...payload, data, message: overriddenMessage(overrides, payload.message) } : { ...payload, data };
}
