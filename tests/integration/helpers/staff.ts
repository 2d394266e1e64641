/** Staff calls of the admin API in integration tests: a signed-in staff member's session, and PUT. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../../schemas/demo/staffAccounts';
import { API, cookieOf, post, type Session } from './client';

/** A signed-in staff member's cookie. */
export async function staffSession(app: FastifyInstance, email: string): Promise<Session> {
  const response = await post(app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

/** PUT path with a JSON body and the session's cookie. */
export const put = (app: FastifyInstance, session: Session, path: string, body: unknown) => app.inject({
  method: 'PUT', url: `${API}/${path}`, payload: body as object,
  headers: { 'content-type': 'application/json', ...(session.cookie ? { cookie: session.cookie } : {}) },
});
