/**
 * A fresh app per test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL schema of that database (dropped afterwards), so CI runs the same suite on both.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { openDatabase } from '../../../server/db/connect';
import type { Database } from '../../../server/db/types';
import { seededTemplate, TEST_APP_SECRET } from './template';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** How many test databases this process has opened: each numbers its form versions in a range of its own. */
let opened = 0;
/** Form version ids per test database (a file publishes a few dozen at most). */
const VERSION_ID_RANGE = 1_000_000;

/**
 * Every test database starts from one template, so each would number its first published form
 * version 1. services/formDefinitions/layers.ts and tabPlaces.ts keep what they built under version
 * ids for the process (one database per process in production): with integration files sharing a
 * worker, another file's version 1 would be taken for this one's. A range per database keeps the
 * ids, and so those keys, unique in the process.
 */
async function numberVersionsApart(db: Kysely<Database>): Promise<void> {
  opened += 1;
  await sql`ALTER TABLE form_versions ALTER COLUMN id RESTART WITH ${sql.lit(opened * VERSION_ID_RANGE)}`.execute(db);
}

/** Builds the app on a fresh, migrated and seeded database. */
export async function createTestApp(options: Omit<BuildAppOptions, 'database'> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const handle = url
    ? await openDatabase({ databaseUrl: url, searchPath: schema })
    : await openDatabase({ loadDataDir: await seededTemplate() });
  const app = await buildApp({ ...options, database: handle, config: { appSecret: TEST_APP_SECRET, ...options.config } });
  await numberVersionsApart(handle.db);
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
      if (url && schema) await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
