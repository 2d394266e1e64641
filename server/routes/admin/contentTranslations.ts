/**
 * The studio's content translations (issue 18): the store's content texts with their Spanish, and
 * the write of one text's Spanish. Guarded by the staff session and the roles the route's entry
 * names (schemas/api/adminContentTranslations.ts); the writer is the signed-in staff member, never
 * a body field. Thin: db/queries/contentTexts.ts lists, services/contentTranslations.ts writes.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_CONTENT_ROUTES } from '../../../schemas/api/adminContentTranslations';
import { CONTENT_PAGE, listContentTexts } from '../../db/queries/contentTexts';
import { ok } from '../../http';
import { requireStaff, staffOf } from '../../plugins/staffSession';
import { CONTENT_LANGUAGE_WRITTEN, writeContentTranslation } from '../../services/contentTranslations';
import { typed } from '../typed';

/**
 * A write's body: two texts of at most 20,000 characters, each up to 6 bytes of JSON (a \u
 * escape), and room for the rest; a larger body is refused before it is read (413).
 */
const WRITE_BODY_LIMIT = 256 * 1024;

/** Registers the content translation routes (under /api/v1). */
export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { db } = app;
  const { listContentTexts: list, writeContentTranslation: write } = ADMIN_CONTENT_ROUTES;

  api.get(list.url, { schema: list.schema, preHandler: requireStaff(...list.schema['x-staff-roles']) }, async (request) => {
    const offset = Number(request.query.offset ?? 0);
    const page = await listContentTexts(db, {
      language: CONTENT_LANGUAGE_WRITTEN, missingOnly: request.query.missing === 'true', search: request.query.q ?? '', offset,
    });
    return ok({ ...page, offset, limit: CONTENT_PAGE });
  });

  api.put(write.url, { schema: write.schema, bodyLimit: WRITE_BODY_LIMIT, preHandler: requireStaff(...write.schema['x-staff-roles']) }, async (request) => (
    ok(await writeContentTranslation(db, staffOf(request).email, request.body))
  ));
}
