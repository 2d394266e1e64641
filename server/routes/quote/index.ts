/** The quote form's routes (issue 8 point 3): the zip check, the new visitor's filters and the form's definitions (issue 16). */
import type { FastifyInstance } from 'fastify';
import { quoteFilterRoutes } from './filters';
import { quoteFormRoutes } from './quoteForm';
import { quoteZipRoutes } from './zip';

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(quoteZipRoutes);
  await app.register(quoteFilterRoutes);
  await app.register(quoteFormRoutes);
}
