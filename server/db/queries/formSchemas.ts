/** Queries of registered form schemas (content-addressed: a hash names one schema forever). */
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../types';

/** Stores a schema under its hash unless it is there already. */
export async function insertFormSchema(db: Kysely<Database>, hash: string, schema: JsonObject): Promise<void> {
  await db.insertInto('form_schemas').values({ hash, schema: JSON.stringify(schema) })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
}

/** The schema stored under a hash, or undefined. */
export async function findFormSchema(db: Kysely<Database>, hash: string): Promise<JsonObject | undefined> {
  const row = await db.selectFrom('form_schemas').select('schema').where('hash', '=', hash).executeTakeFirst();
  return row?.schema;
}
