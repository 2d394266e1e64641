/**
 * The store's content texts as the form studio lists them for translation (issue 18): every
 * distinct non-empty English text of the content columns (server/db/contentColumns.ts), where it
 * is used and its Spanish (content_translations, migration 035) or none. One statement: each
 * content table is read once (its text columns unpivoted with LATERAL VALUES), all of them as
 * one UNION ALL, grouped by text, joined to the translations by the key of the English.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CONTENT_COLUMNS, type ContentTable } from '../contentColumns';
import { CONTENT_PLACES } from '../contentPlaces';
import type { Database } from '../types';

/** Texts one page holds. */
export const CONTENT_PAGE = 50;
/** Places listed per text (the count says how many there are in all). */
export const PLACES_PER_TEXT = 10;

/** One row that uses a text: its table, column and the columns naming the row. */
export interface ContentPlace { table: string; column: string; keys: Record<string, string | number> }

/** One English text, its Spanish (null: missing) and where it is used. */
export interface ContentText { source: string; key: string; translation: string | null; uses: number; places: ContentPlace[] }

export interface ContentTextsQuery {
  language: string;
  /** Only texts without a translation. */
  missingOnly: boolean;
  /** Texts whose English or translation holds this (any case); empty: every text. */
  search: string;
  offset: number;
}

export interface ContentTextsPage {
  texts: ContentText[];
  /** Texts the filter and search keep (the pages' length). */
  total: number;
  /** Texts the search keeps, translated or not, and those of them without a translation. */
  all: number;
  missing: number;
}

/** Every non-empty use of a content text as (text, tbl, col, keys): one scan per content table. */
function contentUses(): RawBuilder<unknown> {
  const tables = (Object.keys(CONTENT_COLUMNS) as ContentTable[]).map((table) => {
    const columns = sql.join(CONTENT_COLUMNS[table].map((column) => sql`(${sql.lit(column)}, ${sql.ref(`t.${column}`)})`));
    const keys = sql.join(CONTENT_PLACES[table].flatMap((key) => [sql.lit(key), sql.ref(`t.${key}`)]));
    return sql`SELECT u.text, ${sql.lit(table)} AS tbl, u.col, json_build_object(${keys}) AS keys
      FROM ${sql.table(table)} AS t CROSS JOIN LATERAL (VALUES ${columns}) AS u (col, text)
      WHERE btrim(u.text) <> ''`;
  });
  return sql.join(tables, sql` UNION ALL `);
}

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the content texts, the untranslated ones first, then by their English. */
export async function listContentTexts(db: Kysely<Database>, query: ContentTextsQuery): Promise<ContentTextsPage> {
  const search = query.search.trim();
  const matches = search === '' ? sql`true` : sql`(m.text ILIKE ${containing(search)} OR m.translation ILIKE ${containing(search)})`;
  const kept = query.missingOnly ? sql`translation IS NULL` : sql`true`;
  const { rows } = await sql<{ all: number; missing: number; total: number; texts: ContentText[] }>`
    WITH uses AS (${contentUses()}),
    texts AS (
      SELECT text, count(*)::int AS uses,
        to_json((array_agg(json_build_object('table', tbl, 'column', col, 'keys', keys) ORDER BY tbl, col, keys::text))[1:${sql.lit(PLACES_PER_TEXT)}]) AS places
      FROM uses GROUP BY text),
    matched AS (
      SELECT * FROM (
        SELECT t.text, t.uses, t.places, encode(sha256(convert_to(t.text, 'UTF8')), 'hex') AS key, c.translation
        FROM texts t LEFT JOIN content_translations c
          ON c.language = ${query.language} AND c.source_sha256 = encode(sha256(convert_to(t.text, 'UTF8')), 'hex')) m
      WHERE ${matches}),
    page AS (
      SELECT *, row_number() OVER (ORDER BY translation IS NULL DESC, text) AS ord FROM matched WHERE ${kept}
      ORDER BY ord LIMIT ${sql.lit(CONTENT_PAGE)} OFFSET ${query.offset})
    SELECT (SELECT count(*) FROM matched)::int AS "all",
      (SELECT count(*) FROM matched WHERE translation IS NULL)::int AS missing,
      (SELECT count(*) FROM matched WHERE ${kept})::int AS total,
      COALESCE((SELECT json_agg(json_build_object('source', text, 'key', key, 'translation', translation, 'uses', uses, 'places', places) ORDER BY ord)
        FROM page), '[]'::json) AS texts`.execute(db);
  return rows[0];
}

/** Whether some row of a content column holds `english` now. */
export async function isContentText(db: Kysely<Database>, english: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`WITH uses AS (${contentUses()}) SELECT EXISTS (SELECT 1 FROM uses WHERE text = ${english}) AS used`.execute(db);
  return rows[0].used;
}
