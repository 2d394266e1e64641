// Builds the app with vite only when dist/ is missing or older than its sources.
// A cheap mtime walk: a fresh clone builds once, later starts skip straight to the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { binPath, root, runNode } from './children.mjs';

/** What the client bundle is built from (server/ is not part of it). */
const SOURCES = ['src', 'schemas', 'adapters', 'domain', 'machines', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = join(root, 'dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its folder's mtime
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** True when dist/ is missing or any source is newer than dist/index.html. */
export function buildIsStale() {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` when buildIsStale(); returns whether it built. */
export async function ensureBuilt({ quiet = false } = {}) {
  if (!buildIsStale()) return false;
  if (!quiet) console.log('build: dist/ is missing or older than the sources, running vite build');
  await runNode([binPath('vite'), 'build'], quiet ? { stdio: ['ignore', 'ignore', 'inherit'] } : {});
  return true;
}
