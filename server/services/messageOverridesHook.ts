/**
 * How the API says its error answers in the caller's words (issue 14 item 1, issue 18): one
 * preSerialization hook for every route, registered once at the root (server/app.ts), so no
 * area's routes can miss it. A caller reads the overrides of the area the route belongs to (the
 * storefront's: services/siteMessages.ts; the wizard's: services/wizardMessages.ts; an area names
 * its finder with `useMessageOverrides`), so a page and the server's 4xx it shows speak the same
 * text. A caller reading another language reads the overrides its definition translates, over the
 * catalog's translation (schemas/i18n/es/messages.ts, table 'messages'): an override without its
 * translation (an older version) gives way to the catalog's, never to the English a portal wrote.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageOverrides, overriddenMessage, overridesIn, type TranslatedOverrides, withMessageOverrides } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { tableIn, translateText } from '../../schemas/i18n/localizable';

/** An error envelope ({status: 'error', data: FieldError[]}), or a refusal answered 200 with its `message` beside (add to cart's). */
interface ErrorAnswer { status: 'error'; data: FieldError[]; message?: unknown }

function isErrorAnswer(payload: unknown): payload is ErrorAnswer {
  const body = payload as { status?: unknown; data?: unknown } | null;
  return typeof body === 'object' && body !== null && body.status === 'error' && Array.isArray(body.data);
}

/** Finds the caller's overrides of an area's messages with their translations (undefined: none). */
export type OverridesOf = (request: FastifyRequest) => Promise<TranslatedOverrides | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's area finds a caller's message overrides, and the area's name for a failure's log line. */
    messageOverrides?: { of: OverridesOf; area: string };
  }
}

/**
 * Makes every route registered inside `app` (an area's plugin) answer its errors with the area's
 * overrides (an onRoute hook: nothing runs per request to choose).
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

/** The catalog's translation with an area's translated overrides over it, made once per pair (a rewrite's patterns are built per table object). */
const MERGED = new WeakMap<MessageOverrides, WeakMap<MessageOverrides, MessageOverrides>>();
function withArea(table: MessageOverrides, area: MessageOverrides | undefined): MessageOverrides {
  if (!area) return table;
  let byArea = MERGED.get(table);
  if (!byArea) MERGED.set(table, (byArea = new WeakMap()));
  let merged = byArea.get(area);
  if (!merged) byArea.set(area, (merged = { ...table, ...area }));
  return merged;
}

/** An error answer's texts in a language other than English: the area's translated overrides, else the catalog's translation. */
function inLanguage(payload: ErrorAnswer, language: Language, area: MessageOverrides | undefined): ErrorAnswer {
  const table = withArea((tableIn('messages', language) ?? {}) as MessageOverrides, area);
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
 * The overrides of the route's area for `request` (undefined: none, an unexpected failure's 500,
 * or a failure to look them up, logged: the error answer the route meant matters more than its wording).
 */
async function areaOverrides(request: FastifyRequest, reply: FastifyReply): Promise<TranslatedOverrides | undefined> {
  const area = request.routeOptions.config?.messageOverrides;
  if (reply.statusCode === 500 || !area) return undefined;
  try {
    return await area.of(request);
  } catch (error) {
    request.log.warn({ err: { type: (error as Error).name } }, `${area.area} messages not read`);
    return undefined;
  }
}

/**
 * The preSerialization hook of every route: an error answer (a 4xx, a deliberate 5xx such as a
 * mail that could not be sent (502), or a refusal answered 200) says the caller's texts. Only
 * error answers of an area with overrides pay for the lookup; for an English caller an answer
 * nobody overrides is sent as it was (the same object), and an unexpected failure (500) keeps
 * the general error. Another language's caller gets every error answer, the general error
 * included, in its language (the catalog's table is in memory; the area's translated overrides
 * over it), and the message a success answer carries (SUCCESS_TEXTS) too.
 */
export async function answerMessagesHook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!isErrorAnswer(payload)) return request.language === DEFAULT_LANGUAGE ? payload : successIn(payload, request.language);
  const overrides = overridesIn(await areaOverrides(request, reply), request.language);
  if (request.language !== DEFAULT_LANGUAGE) return inLanguage(payload, request.language, overrides);
  if (!overrides) return payload;
  const data = withMessageOverrides(payload.data, overrides);
  return typeof payload.message === 'string' ? { ...payload, data, message: overriddenMessage(overrides, payload.message) } : { ...payload, data };
}
