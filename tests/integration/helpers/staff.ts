/** Staff sessions of the admin API (issue 14): sign in as a demo staff member. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../../schemas/demo/staffAccounts';
import { cookieOf, post, type Session } from './client';

/** A signed-in staff member's session (their admin cookie). */
export async function staffSession(app: FastifyInstance, email: string): Promise<Session> {
  const response = await post(app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}
