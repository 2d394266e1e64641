/** The Home page's data and the recommendation calls (issue 8 points 1 and 3). */
import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home';
import { recommendationRoutes } from './recommendations';

export async function homeAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(homeRoutes);
  await app.register(recommendationRoutes);
}
