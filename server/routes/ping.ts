/** GET /api/v1/ping: a bare route (no database) the benchmarks compare the real routes against. */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../schemas/api/routes';
import { ok } from '../http';
import { typed } from './typed';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.ping;
  typed(app).get(url, { schema }, async () => ok({ pong: true }));
}
