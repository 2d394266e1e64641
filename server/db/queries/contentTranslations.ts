/** Queries of content_translations (migration 035): a language's texts of some English texts, one written, all of a language. */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';

/** The key of an English text (content_translations.source_sha256). */
export const sourceKey = (english: string): string => createHash('sha256').update(english).digest('hex');

/** The translations into `language` of those of `englishTexts` that have one, by their English. */
export async function translationsOf(db: Kysely<Database>, language: string, englishTexts: readonly string[]): Promise<Map<string, string>> {
  if (englishTexts.length === 0) return new Map();
  const rows = await db.selectFrom('content_translations')
    .select(['source', 'translation'])
    .where('language', '=', language)
    .where(sql<boolean>`source_sha256 = ANY(${[...new Set(englishTexts)].map(sourceKey)}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.source, row.translation]));
}

/** Writes (or rewrites) the translation of one English text. */
export async function writeTranslation(
  db: Kysely<Database>, entry: { language: string; source: string; translation: string; updatedBy: string },
): Promise<void> {
  await db.insertInto('content_translations')
    .values({ language: entry.language, source_sha256: sourceKey(entry.source), source: entry.source, translation: entry.translation, updated_by: entry.updatedBy })
    .onConflict((conflict) => conflict.columns(['language', 'source_sha256'])
      .doUpdateSet({ translation: entry.translation, updated_by: entry.updatedBy, updated_at: new Date() }))
    .execute();
}

/** Every translation into `language`, by its English. */
export async function allTranslations(db: Kysely<Database>, language: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('content_translations').select(['source', 'translation']).where('language', '=', language).execute();
  return new Map(rows.map((row) => [row.source, row.translation]));
}
