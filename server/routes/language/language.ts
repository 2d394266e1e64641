/**
 * PUT /api/language (issue 18, our extension: the spec's /api/v1 URLs stay as they are): the
 * language switch's choice. It sets the `lang` cookie every later page and answer is decided by
 * (plugins/language.ts), with the attributes of the server's other cookies (Path=/, SameSite=Lax,
 * Secure over https) and a year's Max-Age; not HttpOnly, since it holds no personal data and
 * the page may read it. When the caller's live session holds an open enrollment, that enrollment
 * reads the language from now on (its mails and PDF); which one comes from the session alone,
 * never from the body, so a stranger without a session only gets the cookie. A cross-site call
 * is refused like every API write (plugins/security.ts).
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../../schemas/i18n/language';
import { API_ROUTES } from '../../../schemas/api/routes';
import { setSessionEnrollmentLanguage } from '../../db/queries/sessionEnrollment';
import { ok } from '../../http';
import { lookUpSession } from '../../plugins/session';
import { typed } from '../typed';

/** The body is one short property: anything longer is not a language choice. */
const BODY_LIMIT = 256;

/** Registers PUT /language (use with { prefix: '/api' }). */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.language;
  typed(app).put(url, { bodyLimit: BODY_LIMIT, schema }, async (request, reply) => {
    const { language } = request.body;
    const { publicUrl } = app.services.config;
    reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax', secure: publicUrl.startsWith('https:'), httpOnly: false,
    });
    // The answer's own texts follow the new choice.
    request.language = language;
    const session = await lookUpSession(request);
    const enrollment = session.live ? await setSessionEnrollmentLanguage(app.db, session.hash, language) : false;
    return ok({ language, enrollment });
  });
}
