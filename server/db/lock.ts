/**
 * A lock file in DATA_DIR so two servers never open the same embedded database (PGlite is
 * single-process; two writers would corrupt it). A lock left by a dead process is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process with this pid runs (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/server.lock or throws; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'server.lock');
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(`${dataDir} is in use by another server (pid ${holder}); stop it or set DATA_DIR to another folder`, { cause: error });
    }
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
