// npm start: build the client when dist/ is missing or stale, then run the API server, which
// also serves dist/. PORT, HOST, DATA_DIR, DATABASE_URL and PUBLIC_URL pass through unchanged.
import { ensureBuilt } from './lib/build.mjs';
import { runServerInProcess } from './lib/server.mjs';

try {
  await ensureBuilt();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
await runServerInProcess();
