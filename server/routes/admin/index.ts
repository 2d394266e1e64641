/**
 * Every admin route (/api/v1/admin/...): product staff's session and, built on its guard
 * (requireStaff in server/plugins/staffSession.ts), the admin form API and the content
 * translations. Each area registers in an encapsulated plugin of its own.
 */
import type { FastifyInstance } from 'fastify';
import { adminContentRoutes } from './contentTranslations';
import { adminFormRoutes } from './forms';
import { adminSessionRoutes } from './session';

/** Registers the admin routes (under /api/v1). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSessionRoutes);
  await app.register(adminFormRoutes);
  await app.register(adminContentRoutes);
}
