// The server Playwright's webServer starts: the built app and API on 127.0.0.1:4173 with a
// brand-new embedded database, so every e2e run begins from the seeded demo world.
// Old .test-data/e2e-* folders are removed here (not in playwright.config.ts, which
// Playwright also loads inside every worker), except one a live server still holds.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { root } from './lib/children.mjs';
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
const dataDir = join(base, `e2e-${Date.now()}`);
mkdirSync(dataDir);

await ensureBuilt();
// Always the embedded database: a DATABASE_URL from the developer's shell would make runs
// depend on whatever that database holds.
delete process.env.DATABASE_URL;
const port = process.env.E2E_PORT ?? '4173';
Object.assign(process.env, { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` });
await runServerInProcess();
