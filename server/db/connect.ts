/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite (in DATA_DIR, or in
 * memory for tests). Both go through node-postgres into Kysely's PostgresDialect, so one
 * dialect and one set of migrations serve both (never kysely-pglite: it lost writes here).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { acquireDataDirLock } from './lock';
import type { Database } from './types';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only), e.g. to dump it as a test template. */
  pglite?: PGlite;
  /** Closes the pool (and PGlite, and the lock). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  /** Folder of the embedded database; '' or undefined = in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use as search_path (tests isolate each file in its own schema). */
  searchPath?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** In-memory PGlite only: start from this data dir dump (PGlite.dumpDataDir), skipping initdb. */
  loadDataDir?: Blob;
}

/** Opens (but does not migrate) the database described by the options. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let release = (): void => {};
  let pglite: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    try {
      pglite = await PGlite.create(join(options.dataDir, 'pgdata'));
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pglite = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool(createPgConfig(pglite)) }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
