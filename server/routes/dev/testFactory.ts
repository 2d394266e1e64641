/**
 * The test factory: POST /dev/test-factory/enrollments { like: 'DEMO0001', cart?: [301], group_id?: 2002 }
 * makes a fresh copy of that demo enrollment (in another group of its portal when asked) (insertTestEnrollment) and answers 201 with its id, a new
 * continue code, its e-mail and direct-link token, so each e2e test resumes an enrollment of its
 * own instead of consuming the shared demo rows. It exists only for the e2e server: registered
 * only when TEST_FACTORY=1 (config.testFactory, which NODE_ENV=production refuses at start), the
 * mail goes to the local outbox (no SMTP_URL) and the demo world is seeded; even then it answers
 * only a browser on this machine (the /dev/mailbox test), 404 to anyone else. docs/security.md.
 * POST /dev/test-factory/content-texts {} adds a content text of its own without Spanish (a row
 * of a lookup list no screen reads), so an e2e test translates it in the studio whatever the demo
 * world's Spanish covers, and no other test's page changes.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../schemas/messages';
import { insertTestEnrollment, TEST_FACTORY_CODES, testEnrollmentPortal } from '../../db/seed/testEnrollments';
import { ApiError, fieldError, unprocessable } from '../../http';
import { typed } from '../typed';
import { isLocalBrowser } from './mailbox';

const BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['like'],
  properties: {
    like: { type: 'string', enum: TEST_FACTORY_CODES },
    cart: { type: 'array', maxItems: 10, items: { type: 'integer', minimum: 1 } },
    group_id: { type: 'integer', minimum: 1, maximum: 999_999_999, 'x-message': MESSAGES.scopeUnknown },
  },
} as const;

/** The lookup list of the content texts the factory adds (a list no form or screen reads). */
export const TEST_CONTENT_LIST = 'e2e-content-texts';

/** Registers the factory's route (the caller decides whether it exists at all). */
export async function testFactoryRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalBrowser(request)) throw new ApiError(404, []);
  });
  typed(app).post('/dev/test-factory/enrollments', { schema: { hide: true, body: BODY } }, async (request, reply) => {
    const { like, cart, group_id: groupId } = request.body;
    if (groupId !== undefined) {
      const group = await app.db.selectFrom('groups').select('id').where('id', '=', groupId).where('portal_id', '=', testEnrollmentPortal(like) ?? 0).executeTakeFirst();
      if (!group) unprocessable([fieldError('group_id', MESSAGES.scopeUnknown)]);
    }
    const made = await insertTestEnrollment(app.db, app.services.cipher, like, { cart, groupId });
    return reply.code(201).send(made);
  });
  typed(app).post('/dev/test-factory/content-texts', { schema: { hide: true, body: { type: 'object', additionalProperties: false, properties: {} } } }, async (_request, reply) => {
    const value = randomBytes(6).toString('hex');
    // Short enough for the studio to name its Spanish input with the whole text.
    const text = `E2E text ${value}: no Spanish yet.`;
    await app.db.insertInto('lookups').values({ list: TEST_CONTENT_LIST, value, name: text, position: 0 }).execute();
    return reply.code(201).send({ text });
  });
}
