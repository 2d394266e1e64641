/**
 * Seeds the Spanish of the demo world's content (schemas/demo/es) on every start where the demo
 * world is seeded: a text added to the demo since reaches an existing database, and a translation
 * staff rewrote is kept (an existing row is never overwritten).
 */
import type { Kysely } from 'kysely';
import { DEMO_CONTENT_ES } from '../../../schemas/demo/es';
import { sourceKey } from '../queries/contentTranslations';
import type { Database } from '../types';

/** Who wrote the seeded rows (content_translations.updated_by). */
export const DEMO_TRANSLATOR = 'demo world';

export async function seedContentTranslations(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(DEMO_CONTENT_ES).map(([source, translation]) => ({
    language: 'es', source_sha256: sourceKey(source), source, translation, updated_by: DEMO_TRANSLATOR,
  }));
  if (rows.length === 0) return;
  await db.insertInto('content_translations').values(rows)
    .onConflict((conflict) => conflict.columns(['language', 'source_sha256']).doNothing())
    .execute();
}
