/**
 * How the API says its error answers in the caller's words (issue 14 item 1, issue 18): one
 * preSerialization hook for every route, registered once at the root (server/app.ts), so no
 * area's routes can miss it. An English caller reads the overrides of the area
 * the route belongs to (the storefront's: services/siteMessages.ts; the wizard's:
 * services/wizardMessages.ts; an area names its finder with `useMessageOverrides`), so a page and
 * the server's 4xx it shows speak the same text. A caller reading another language reads the
 * catalog's translation (schemas/i18n/es/messages.ts, table 'messages') instead: a site's
 * overrides are English texts a portal wrote, so they are not applied to a Spanish answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageOverrides, overriddenMessage, withMessageOverrides } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { tableIn, translateText } from '../../schemas/i18n/localizable';

/** An error envelope ({status: 'error', data: FieldError[]}), or a refusal answered 200 with its `message` beside (add to cart's). */
interface ErrorAnswer { status: 'error'; data: FieldError[]; message?: unknown }

function isErrorAnswer(payload: unknown): payload is ErrorAnswer {
  const body = payload as { status?: unknown; data?: unknown } | null;
  return typeof body === 'object' && body !== null && body.status === 'error' && Array.isArray(body.data);
}

/** Finds the caller's overrides of an area's messages (undefined: none). */
export type OverridesOf = (request: FastifyRequest) => Promise<MessageOverrides | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's area finds an English caller's message overrides, and the area's name for a failure's log line. */
    messageOverrides?: { of: OverridesOf; area: string };
  }
}

/**
 * Makes every route registered inside `app` (an area's plugin) answer its errors with the area's
 * overrides for an English caller (an onRoute hook: nothing runs per request to choose).
 */
export function useMessageOverrides(app: FastifyInstance, of: OverridesOf, area: string): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, messageOverrides: { of, area } };
  });
}

/** A text in `language`: the catalog message's translation (placeholders filled in as shown), else the dictionary's. */
function translated(table: MessageOverrides, text: string, language: Language): string {
  const message = overriddenMessage(table, text);
  return message !== text ? message : translateText(text, language);
}

/** An error answer's texts in a language other than English. */
function inLanguage(payload: ErrorAnswer, language: Language): ErrorAnswer {
  const table = (tableIn('messages', language) ?? {}) as MessageOverrides;
  const data = payload.data.map((error) => ({ ...error, error_message: translated(table, error.error_message, language) }));
  return typeof payload.message === 'string' ? { ...payload, data, message: translated(table, payload.message, language) } : { ...payload, data };
}

/** The texts a success answer may carry in its data (save-enrollment's `message`, save-carrier-answers' `success_message`). */
const SUCCESS_TEXTS = ['message', 'success_message'] as const;

/** A success answer's texts in a language other than English (the same object when it carries none). */
function successIn(payload: unknown, language: Language): unknown {
  const body = payload as { status?: unknown; data?: unknown } | null;
  const data = body?.status === 'success' && typeof body.data === 'object' && body.data !== null ? body.data as Record<string, unknown> : null;
  const keys = data ? SUCCESS_TEXTS.filter((key) => typeof data[key] === 'string') : [];
  if (!data || keys.length === 0) return payload;
  const table = (tableIn('messages', language) ?? {}) as MessageOverrides;
  return { ...body, data: { ...data, ...Object.fromEntries(keys.map((key) => [key, translated(table, data[key] as string, language)])) } };
}

/**
 * The preSerialization hook of every route: an error answer (a 4xx, a deliberate 5xx such as a
 * mail that could not be sent (502), or a refusal answered 200) says the caller's texts. For an
 * English caller only error answers of an area with overrides pay for the lookup, an answer
 * nobody overrides is sent as it was (the same object), and an unexpected failure (500) keeps
 * the general error; a failure to look the overrides up sends the catalog's texts: the error
 * answer the route meant matters more than its wording. Another language's caller gets every
 * error answer, the general error included, in its language (no lookup: the table is in memory),
 * and the message a success answer carries (SUCCESS_TEXTS) too.
 */
export async function answerMessagesHook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!isErrorAnswer(payload)) return request.language === DEFAULT_LANGUAGE ? payload : successIn(payload, request.language);
  if (request.language !== DEFAULT_LANGUAGE) return inLanguage(payload, request.language);
  const area = request.routeOptions.config?.messageOverrides;
  if (reply.statusCode === 500 || !area) return payload;
  let overrides: MessageOverrides | undefined;
  try {
    overrides = await area.of(request);
  } catch (error) {
    request.log.warn({ err: { type: (error as Error).name } }, `${area.area} messages not read`);
    return payload;
  }
  if (!overrides) return payload;
  const data = withMessageOverrides(payload.data, overrides);
  return typeof payload.message === 'string' ? { ...payload, data, message: overriddenMessage(overrides, payload.message) } : { ...payload, data };
}
