/**
 * A fresh app per test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL schema of that database (dropped afterwards), so CI runs the same suite on both.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
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

/** Builds the app on a fresh, migrated and seeded database. */
export async function createTestApp(options: Omit<BuildAppOptions, 'database'> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const handle = url
    ? await openDatabase({ databaseUrl: url, searchPath: schema })
    : await openDatabase({ loadDataDir: await seededTemplate() });
  const app = await buildApp({ ...options, database: handle, config: { appSecret: TEST_APP_SECRET, ...options.config } });
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
