/**
 * The test factory: POST /dev/test-factory/enrollments { like: 'DEMO0001', cart?: [301] } makes a
 * fresh copy of that demo enrollment (insertTestEnrollment) and answers 201 with its id, a new
 * continue code, its e-mail and direct-link token, so each e2e test resumes an enrollment of its
 * own instead of consuming the shared demo rows. It exists only for the e2e server: registered
 * only when TEST_FACTORY=1 (config.testFactory, which NODE_ENV=production refuses at start), the
 * mail goes to the local outbox (no SMTP_URL) and the demo world is seeded; even then it answers
 * only a browser on this machine (the /dev/mailbox test), 404 to anyone else. docs/security.md.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_ENROLLMENTS } from '../../../schemas/demo/enrollments';
import { insertTestEnrollment } from '../../db/seed/testEnrollments';
import { ApiError } from '../../http';
import { typed } from '../typed';
import { isLocalBrowser } from './mailbox';

const BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['like'],
  properties: {
    like: { type: 'string', enum: DEMO_ENROLLMENTS.map((demo) => demo.code) },
    cart: { type: 'array', maxItems: 10, items: { type: 'integer', minimum: 1 } },
  },
} as const;

/** Registers the factory's route (the caller decides whether it exists at all). */
export async function testFactoryRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalBrowser(request)) throw new ApiError(404, []);
  });
  typed(app).post('/dev/test-factory/enrollments', { schema: { hide: true, body: BODY } }, async (request, reply) => {
    const demo = DEMO_ENROLLMENTS.find((row) => row.code === request.body.like)!;
    const made = await insertTestEnrollment(app.db, app.services.cipher, demo, request.body.cart);
    return reply.code(201).send(made);
  });
}
