// npm start: check the configuration, build the client when dist/ is missing or stale, then run
// the API server, which also serves dist/. PORT, HOST, DATA_DIR, DATABASE_URL, APP_SECRET,
// SECRET_DIR, NODE_ENV and PUBLIC_URL pass through unchanged.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { root } from './lib/children.mjs';
import { runServerInProcess } from './lib/server.mjs';

try {
  // Before the build (a minute on a fresh clone): a configuration the server would refuse
  // (NODE_ENV=production without APP_SECRET, a bad PORT, a provider without its key) stops here.
  await import('tsx');
  const { readConfig } = await import(pathToFileURL(join(root, 'server', 'config.ts')).href);
  readConfig();
  await ensureBuilt();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
await runServerInProcess();
