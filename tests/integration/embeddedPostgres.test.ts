/**
 * The embedded PostgreSQL engine (DB_ENGINE=postgres-embedded): created in DATA_DIR on first open,
 * reopened with its data, private to this machine, and a postmaster left by a killed server is
 * stopped rather than refusing the start.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { embeddedPostgresBlocker } from '../../server/db/embeddedPostgres';

let dataDir = '';
const postmasterPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const open = () => openDatabase({ dataDir, engine: 'postgres-embedded' });

// As root, PostgreSQL runs as the postgres user, which cannot enter e.g. a checkout under /root.
describe.skipIf(embeddedPostgresBlocker(tmpdir()) !== undefined)('embedded PostgreSQL', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bs-embedded-pg-'));
    chmodSync(dataDir, 0o755); // as a DATA_DIR made by mkdir is: the postgres user must enter it when we are root
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the database on first open, keeps its data, listens on 127.0.0.1 and its own folder\'s socket only, and stops on close', async () => {
    const first = await open();
    expect(first.kind).toBe('postgres-embedded');
    await sql`CREATE TABLE kept (value text)`.execute(first.db);
    await sql`INSERT INTO kept VALUES ('still here')`.execute(first.db);
    const settings = await sql<{ listen: string; sockets: string; permissions: string; address: string | null }>`
      SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets,
        current_setting('unix_socket_permissions') AS permissions, inet_server_addr()::text AS address`.execute(first.db);
    // The app comes in through the socket (no server address), which sits in the data folder only its owner may enter.
    expect(settings.rows[0]).toEqual({ listen: '127.0.0.1', sockets: join(dataDir, 'postgres'), permissions: '0700', address: null });
    expect(statSync(join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);
    const pid = postmasterPid();
    await first.close();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await open();
    const rows = await sql<{ value: string }>`SELECT value FROM kept`.execute(again.db);
    expect(rows.rows).toEqual([{ value: 'still here' }]);
    await again.close();
  }, 120_000);

  it('stops a postmaster a killed server left running, and starts over a stale postmaster.pid', async () => {
    const killed = await open();
    const orphan = postmasterPid();
    // The lock names this (live) process, as a killed server's would name a dead one: both are taken over.
    const next = await open();
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    await next.close();
    await killed.close();

    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), `2147483646\n${join(dataDir, 'postgres')}\n`);
    const afterCrash = await open();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(afterCrash.db)).rows).toEqual([{ one: 1 }]);
    await afterCrash.close();
  }, 120_000);
});
