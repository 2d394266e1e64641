/**
 * The caller's language on every request (issue 18): `request.language`, decided as the browser
 * decides it (schemas/i18n/language.ts visitorLanguage): the `lang` cookie the switch writes,
 * else the first language of Accept-Language we speak, else English. The Spanish pack is
 * registered once at start, so the server's texts (`textsIn`, `translateText`) can answer in it;
 * the server never changes the language shown (schemas/i18n/localizable.ts), it asks per request.
 *
 * Decided when first read, not by a hook: an answer sent before the cookie plugin's hook ran (a
 * cross-site refusal in an earlier onRequest hook) is still in the caller's language; a route may
 * set it (PUT /api/language answers in the language just chosen).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language, visitorLanguage } from '../../schemas/i18n/language';
import { addTranslations } from '../../schemas/i18n/localizable';
import { SPANISH } from '../../schemas/i18n/es';
import { SPANISH_SERVER } from '../../schemas/i18n/es/server';

/** The cookies of a request: parsed by @fastify/cookie's hook (plugins/session.ts), or by its parser when an answer comes first. */
function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  if (request.cookies) return request.cookies;
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header) : {};
}

/** The language of a request, from its cookie and Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language =>
  visitorLanguage(cookiesOf(request)[LANGUAGE_COOKIE], request.headers['accept-language']);

/**
 * The caller's language of any request, also of one Fastify builds for its frameworkErrors (a URL
 * its router cannot take): that request is of Fastify's bare class, without our decorators.
 */
export const callerLanguage = (request: FastifyRequest): Language =>
  ('language' in request && request.language !== undefined ? request.language : requestLanguage(request));

/** Each request's language once decided (or set). */
const decided = new WeakMap<FastifyRequest, Language>();

/** Registers the Spanish pack and `request.language` (after registerSession, whose cookie plugin it uses). */
export function registerLanguage(app: FastifyInstance): void {
  addTranslations('es', SPANISH.tables, SPANISH.dictionary);
  addTranslations('es', SPANISH_SERVER.tables, SPANISH_SERVER.dictionary);
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      let language = decided.get(this);
      if (language === undefined) decided.set(this, (language = requestLanguage(this)));
      return language;
    },
    setter(this: FastifyRequest, language: Language): void {
      decided.set(this, language);
    },
  });
}
