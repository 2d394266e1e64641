// The server Playwright's webServer starts: the app, built into this run's own folder (so a
// second run building at the same time never swaps files under this one), and the API on
// 127.0.0.1:E2E_PORT with a brand-new embedded database, so every run begins from the demo world.
// Old .test-data/e2e-* folders are removed here (not in playwright.config.ts, which
// Playwright also loads inside every worker), except one a live server still holds.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binPath, root, runNode } from './lib/children.mjs';
import { runServerInProcess } from './lib/server.mjs';

const base = join(root, '.test-data');
mkdirSync(base, { recursive: true });
/** True when the folder's server.lock names a running process (another e2e run on this machine). */
function inUse(dir) {
  const lock = join(dir, 'server.lock');
  if (!existsSync(lock)) return false;
  try {
    process.kill(Number(readFileSync(lock, 'utf8').trim()), 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
for (const name of readdirSync(base)) {
  const dir = join(base, name);
  if (name.startsWith('e2e-') && !inUse(dir)) rmSync(dir, { recursive: true, force: true });
}
const dataDir = join(base, `e2e-${Date.now()}-${process.pid}`);
mkdirSync(dataDir);
// Claimed from the start (the server's own lock takes it over, same pid): a run starting
// meanwhile must not take this folder for a dead one while the app is still being built.
writeFileSync(join(dataDir, 'server.lock'), String(process.pid));

const staticDir = join(dataDir, 'dist');
await runNode([binPath('vite'), 'build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'warn']);
// Always the embedded database: a DATABASE_URL from the developer's shell would make runs
// depend on whatever that database holds.
delete process.env.DATABASE_URL;
const port = process.env.E2E_PORT;
if (!port) throw new Error('e2e-server: E2E_PORT is not set (playwright.config.ts sets it)');
// The run's generated key stays in the run's folder and goes with it: the default SECRET_DIR
// (the user's config folder) would gain a key file on every run.
// TEST_FACTORY=1: the specs make their own enrollments (/dev/test-factory, docs/security.md).
// TEST_CLOCK=1: a spec may move the clock of form versions (/dev/test-clock, docs/security.md).
Object.assign(process.env, {
  TEST_FACTORY: '1', TEST_CLOCK: '1', PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SECRET_DIR: join(dataDir, 'keys'), STATIC_DIR: staticDir, PUBLIC_URL: `http://127.0.0.1:${port}`,
});
await runServerInProcess();
