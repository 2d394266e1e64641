/**
 * The e2e test clock of form versions: PUT /dev/test-clock { at: '2026-11-27T10:00:00Z' } makes
 * the server judge which form version is in effect (and whether a publish time is still ahead) as
 * if it were then; { at: null } returns to the real time. Answers 200 { now } (the clock's time).
 * So an e2e spec sees a scheduled publish take effect at its time without waiting for it. It exists
 * only for the e2e server: registered only when TEST_CLOCK=1 (config.testClock, which
 * NODE_ENV=production refuses at start), and even then it answers only a browser on this machine
 * (the /dev/mailbox test), 404 to anyone else. It moves nothing but the form versions' clock
 * (server/db/queries/versionClock.ts). docs/security.md.
 */
import type { FastifyInstance } from 'fastify';
import { setVersionClock, versionClockNow } from '../../db/queries/versionClock';
import { ApiError } from '../../http';
import { typed } from '../typed';
import { isLocalBrowser } from './mailbox';

const BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['at'],
  properties: { at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } },
} as const;

/** Registers the test clock's route (the caller decides whether it exists at all). */
export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalBrowser(request)) throw new ApiError(404, []);
  });
  typed(app).put('/dev/test-clock', { schema: { hide: true, body: BODY } }, async (request) => {
    const { at } = request.body;
    setVersionClock(at === null ? null : new Date(at));
    return { now: new Date(versionClockNow()).toISOString() };
  });
}
