/** Staff sessions of the admin API (issue 14): sign in as a demo staff member. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER_2 } from '../../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../../schemas/forms/definition';
import { layerTexts, translationOf } from '../../../adapters';
import { setTranslation } from '../../../machines/studio';
import { cookieOf, dataOf, post, put, type Session } from './client';

/** A signed-in staff member's session (their admin cookie). */
export async function staffSession(app: FastifyInstance, email: string): Promise<Session> {
  const response = await post(app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

/**
 * `content` with a stand-in Spanish for each text it sets that has none (its English as plain
 * text, so it is as valid as the English): publishing asks for every one (issue 18); tests of
 * other things save and publish what they set this way.
 */
export const withSpanish = (content: FormLayer): FormLayer => layerTexts(content)
  .filter((text) => translationOf(content, 'es', text.place) === undefined)
  // eslint-disable-next-line no-control-regex -- a message's Spanish is plain text on one line, as its check says
  .reduce((layer, text) => setTranslation(layer, 'es', text.place, text.english.replace(/[<>\u0000-\u001f\u007f]/g, '')), content);

/**
 * Publishes `content` as the next version of `form` at `scope` (e.g. 'group/2001') through the
 * admin API of `app`: an author drafts it, another staff member publishes it (four eyes).
 */
export async function publishLayer(app: FastifyInstance, form: string, scope: string, content: FormLayer): Promise<void> {
  const path = `admin/forms/${form}/${scope}`;
  const author = await staffSession(app, DEMO_STAFF_AUTHOR.email);
  const opened = dataOf<{ revision: number }>(await post(app, author, `${path}/draft`, {}));
  expect((await put(app, author, `${path}/draft`, { content: withSpanish(content), revision: opened.revision })).statusCode).toBe(200);
  const publisher = await staffSession(app, DEMO_STAFF_PUBLISHER_2.email);
  expect((await post(app, publisher, `${path}/draft/publish`, { reason: 'Cache test' })).statusCode).toBe(200);
}
