/** Studio staff through the admin API in integration tests: signing in, and PUT with a JSON body. */
import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF_PASSWORD } from '../../../schemas/demo/staffAccounts';
import { API, cookieOf, post, type Session } from './client';

/** A demo staff member's session (every demo account has the demo password). */
export async function staffSession(app: FastifyInstance, email: string): Promise<Session> {
  const response = await post(app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`staff sign-in answered ${response.statusCode}`);
  return { cookie: cookieOf(response) };
}

/** PUT `path` (under the API) with a JSON body and the session's cookie. */
export const putJson = (app: FastifyInstance, session: Session, path: string, body: unknown) => app.inject({
  method: 'PUT', url: `${API}/${path}`, payload: body as object,
  headers: { 'content-type': 'application/json', ...(session.cookie ? { cookie: session.cookie } : {}) },
});
