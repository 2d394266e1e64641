/**
 * POST keep-session-alive: the app calls it when the user answers the timeout warning it shows from
 * x-session-expires-in (WCAG 2.2.1). It needs a live session, renews it to the full idle time
 * every time (ordinary requests write at most once a minute) and answers the seconds left.
 * Registered under /api/v1 in its own plugin, whose JSON parser also takes an empty body.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { ok } from '../../http';
import { registerJsonBodyParser } from '../../plugins/jsonBody';
import { keepSessionAlive, requireSession } from '../../plugins/session';
import { typed } from '../typed';

/** Registers the session routes (use with { prefix: '/api/v1' }). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }) sends no body at all.
  registerJsonBodyParser(app, { allowEmpty: true });

  const { url, schema } = API_ROUTES.keepSessionAlive;
  typed(app).post(url, { preValidation: requireSession, bodyLimit: 1024, schema }, async (request) => ok({ expires_in: await keepSessionAlive(request) }));
}
