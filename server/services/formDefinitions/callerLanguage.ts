/**
 * The language a caller reads (issue 18), for the texts a form definition sets: the `lang` cookie
 * the switch writes, else the browser's Accept-Language, as the page chooses it
 * (schemas/i18n/language.ts). One place, so it can become the server's own request language.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language, visitorLanguage } from '../../../schemas/i18n/language';

export const callerLanguage = (request: FastifyRequest): Language =>
  visitorLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
