/** An Acme employee as the forms-as-data tests use one: a new enrollment of group 2001 (portal 12) and a valid contact save. */
import type { FastifyInstance } from 'fastify';
import { cookieOf, dataOf, get, post, type Session } from './client';

/** A new employee enrollment of Acme (group 2001, portal 12) started on `app`, with its browser session. */
export async function acmeEnrollment(app: FastifyInstance): Promise<{ session: Session; id: string }> {
  const landing = await get(app, { cookie: undefined }, 'validate-landing-page', { landing_page: 'acme' });
  const session = { cookie: cookieOf(landing) };
  const id = dataOf<{ temp_enrollment_id: string }>(await post(app, session, 'add-filter-for-new-user', {
    zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', eprocess: 'group', group_id: 2001, type: 'new-group-member', open_type: 'group',
  })).temp_enrollment_id;
  return { session, id };
}

/** Every field of Acme's contact form, valid. */
const ACME_CONTACT = {
  email_address: 'pat.lane@example.com', phone_number: '5552170999', address1: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62701',
  birth_state: 'IL', birth_city: 'Chicago',
};

/** save-contact-info of the enrollment on `app` with ACME_CONTACT and `extra`. */
export const saveAcmeContact = (app: FastifyInstance, e: { session: Session; id: string }, extra: Record<string, unknown> = {}) =>
  post(app, e.session, 'save-contact-info', { enrollment_id: e.id, ...ACME_CONTACT, ...extra });
