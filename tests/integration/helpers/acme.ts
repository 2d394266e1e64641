/** A new enrollment of the demo group Acme Manufacturing, made through the landing and the quote as a browser would. */
import type { FastifyInstance } from 'fastify';
import { cookieOf, dataOf, get, post, type Session } from './client';

/** A new employee enrollment of Acme (group 2001, portal 12), with its browser session. */
export async function acmeEnrollment(app: FastifyInstance): Promise<{ session: Session; id: string }> {
  const landing = await get(app, { cookie: undefined }, 'validate-landing-page', { landing_page: 'acme' });
  const session = { cookie: cookieOf(landing) };
  const id = dataOf<{ temp_enrollment_id: string }>(await post(app, session, 'add-filter-for-new-user', {
    zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', eprocess: 'group', group_id: 2001, type: 'new-group-member', open_type: 'group',
  })).temp_enrollment_id;
  return { session, id };
}
