/**
 * A migrated and seeded PGlite data dir, built once and kept in .test-data/ (keyed by the
 * source of migrations, seed and demo data): starting each test file from it takes ~0.5 s
 * instead of ~4 s of initdb + migrate + seed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoWorld } from '../../../server/db/seed';
import { createFieldCipher } from '../../../server/services/crypto';

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['server/db', 'server/services', 'schemas'];
export const TEST_APP_SECRET = 'integration-test-secret';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) for (const file of files(join(ROOT, dir))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The dump read once per worker: a file that builds several apps reads its 40 MB once. */
let read: Promise<Blob> | undefined;

/** The template dump, built on first use. */
export function seededTemplate(): Promise<Blob> {
  read ??= readTemplate();
  read.catch(() => { read = undefined; });
  return read;
}

async function readTemplate(): Promise<Blob> {
  const dir = join(ROOT, '.test-data');
  const path = join(dir, `pglite-${sourceHash()}.tar`);
  if (!existsSync(path)) {
    const handle = await openDatabase({});
    await migrateToLatest(handle.db);
    await seedDemoWorld(handle.db, createFieldCipher(TEST_APP_SECRET));
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    // Templates of older sources are dead weight (40 MB each).
    for (const name of readdirSync(dir)) if (/^pglite-[0-9a-f]+\.tar$/.test(name) && join(dir, name) !== path) rmSync(join(dir, name), { force: true });
  }
  return new Blob([readFileSync(path)]);
}
