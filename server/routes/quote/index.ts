/** The quote form's routes (issue 8 point 3): the zip check and the new visitor's filters. */
import type { FastifyInstance } from 'fastify';
import { quoteFilterRoutes } from './filters';
import { quoteZipRoutes } from './zip';

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(quoteZipRoutes);
  await app.register(quoteFilterRoutes);
}
