/**
 * The caller's language on every request (issue 18): `request.language`, decided as the browser
 * decides it (schemas/i18n/language.ts visitorLanguage): the `lang` cookie the switch writes,
 * else the first language of Accept-Language we speak, else English. The Spanish pack is
 * registered once at start, so the server's texts (`textsIn`, `translateText`) can answer in it;
 * the server never changes the language shown (schemas/i18n/localizable.ts), it asks per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, visitorLanguage } from '../../schemas/i18n/language';
import { addTranslations } from '../../schemas/i18n/localizable';
import { SPANISH } from '../../schemas/i18n/es';

/** The language of a request, from its cookie and Accept-Language (cookies parsed by plugins/session.ts). */
export const requestLanguage = (request: FastifyRequest): Language =>
  visitorLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);

/** Registers the Spanish pack and `request.language` (after registerSession, whose cookie parsing it reads). */
export function registerLanguage(app: FastifyInstance): void {
  addTranslations('es', SPANISH.tables, SPANISH.dictionary);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
}
