// Runs the API server (server/main.ts) inside this very process, after registering tsx.
// No child process means no signal forwarding: SIGINT/SIGTERM reach the server's own handlers
// exactly once (a forwarder would deliver a process-group signal twice, and a second signal
// cuts the server's graceful close short), and the exit code is the server's own.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { root } from './children.mjs';

/** Imports server/main.ts, which reads PORT, HOST, DATA_DIR, ... from process.env and listens. */
export async function runServerInProcess() {
  await import('tsx'); // the same loader `node --import tsx` registers
  await import(pathToFileURL(join(root, 'server', 'main.ts')).href);
}
