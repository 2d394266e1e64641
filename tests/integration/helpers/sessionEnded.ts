/** The check both session-end suites share: an ended session opens nothing, bound or not. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { fieldErrors, get, post, type Session } from './client';

/** What every route answers a session that ended. */
export const SESSION_EXPIRED = [{ target_element: 'enrollment_id', error_message: MESSAGES.sessionExpired }];

/** A bound read, a bound write, a session-only call and keep-alive all answer 401 sessionExpired, with no time left. */
export async function expectSessionEnded(app: FastifyInstance, session: Session, enrollmentId: string): Promise<void> {
  for (const response of [
    await get(app, session, 'get-dynamic-tabs', { enrollment_id: enrollmentId }),
    await post(app, session, 'save-personal-info', { enrollment_id: enrollmentId, first_name: 'Eve' }),
    await post(app, session, 'validate-member-email', { email: 'new.person@example.com' }),
    await post(app, session, 'keep-session-alive', {}),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(fieldErrors(response)).toEqual(SESSION_EXPIRED);
    expect(response.headers['x-session-expires-in']).toBeUndefined();
  }
}
