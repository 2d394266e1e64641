/**
 * A second server instance on a test app's database, as two processes behind one load balancer
 * would run. With TEST_DATABASE_URL it has its own pool (its own connections) on the same schema,
 * so what the instances share is the database alone. On PGlite, which serves a single connection
 * per instance, it shares the first app's pool: still a second app with nothing in memory in common.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { openDatabase } from '../../../server/db/connect';
import { TEST_APP_SECRET } from './template';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

export interface TwinApp { app: FastifyInstance; close(): Promise<void> }

/** Builds another app on `t`'s database (already migrated and seeded). */
export async function createTwinApp(t: TestApp, options: Omit<BuildAppOptions, 'database' | 'migrate'> = {}): Promise<TwinApp> {
  const config = { appSecret: TEST_APP_SECRET, ...options.config, seedDemo: false };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const app = await buildApp({ ...options, database: t.db, migrate: false, config });
    return { app, close: () => app.close() };
  }
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db);
  const handle = await openDatabase({ databaseUrl: url, searchPath: rows[0].schema });
  const app = await buildApp({ ...options, database: handle, migrate: false, config });
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Two instances on one fresh database for the test file: `a` (with its db) and `b`, set before the tests and closed after. */
export function twinApps(): { a: TestApp; b: TwinApp } {
  const apps = {} as { a: TestApp; b: TwinApp };
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTwinApp(apps.a);
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}
