/**
 * Queries of the quote form (issue 8 point 3): a quote filter's update writes filter_info and the
 * enrollment columns that mirror it in one UPDATE, merging the sent keys into the saved JSON in
 * SQL (jsonb ||), so two concurrent updates of different fields never overwrite each other.
 */
import type { Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database, EnrollmentsTable, JsonObject } from '../types';

/** The enrollment columns a filter update may change beside filter_info. */
export type FilterColumns = Pick<Updateable<EnrollmentsTable>, 'eprocess' | 'agent_id' | 'group_id' | 'portal_id' | 'open_type'>;

/** Merges `fields` into filter_info and sets `columns`; the saved filter_info. */
export async function updateFilter(db: Kysely<Database>, id: string, fields: JsonObject, columns: FilterColumns): Promise<JsonObject> {
  const row = await db.updateTable('enrollments')
    .set({ ...columns, filter_info: sql`coalesce(filter_info, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb`, updated_at: sql<Date>`now()` })
    .where('id', '=', id).returning('filter_info').executeTakeFirstOrThrow();
  return row.filter_info;
}
