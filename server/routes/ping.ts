/** GET /api/v1/ping: a bare route (no database) the benchmarks compare the real routes against. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http';
import { responses } from '../../schemas/api/common';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  const data = { type: 'object', required: ['pong'], properties: { pong: { type: 'boolean' } } };
  app.get('/ping', { schema: { tags: ['meta'], response: responses(data) } }, async () => ok({ pong: true }));
}
