/** The DATA_DIR lock: two servers never open one embedded database; a dead holder's lock is taken over. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../server/db/lock';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

it('refuses a second server while a live process holds the folder, and frees it on release', () => {
  const dir = dataDir();
  // The test runner's parent is alive and is not this process: it stands for another server.
  writeFileSync(join(dir, 'server.lock'), String(process.ppid));
  expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server/);

  rmSync(join(dir, 'server.lock'));
  const release = acquireDataDirLock(dir);
  expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(join(dir, 'server.lock'))).toBe(false);
});

it('takes over a lock left by a process that no longer runs', () => {
  const dir = dataDir();
  writeFileSync(join(dir, 'server.lock'), '2147483646');
  const release = acquireDataDirLock(dir);
  expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  release();
});
