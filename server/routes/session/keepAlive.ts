/**
 * POST keep-session-alive: the app calls it when the user answers the timeout warning it shows from
 * x-session-expires-in (WCAG 2.2.1). It needs a live session, renews it to the full idle time
 * every time (ordinary requests write at most once a minute) and answers the seconds left.
 * Registered under /api/v1 in its own plugin, whose JSON parser also takes an empty body.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { ok } from '../../http';
import { keepSessionAlive, requireSession } from '../../plugins/session';
import { typed } from '../typed';

/** Registers the session routes (use with { prefix: '/api/v1' }). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }) sends no body at all.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, {});
    else json(request, String(body), done);
  });

  const { url, schema } = API_ROUTES.keepSessionAlive;
  typed(app).post(url, { preValidation: requireSession, bodyLimit: 1024, schema }, async (request) => ok({ expires_in: await keepSessionAlive(request) }));
}
