// npm run dev: the API server under `tsx watch` (restarts on server changes) beside the vite
// dev server (hot reload; vite.config.ts proxies /api and /dev to the API). Stopping either
// stops both.
import { binPath, spawnSupervised, superviseChildren } from './lib/children.mjs';

const apiPort = process.env.PORT ?? '8080';
const apiHost = process.env.HOST ?? '127.0.0.1';
// vite.config.ts reads API_PROXY_TARGET; keep it pointing at wherever this API listens.
const env = { ...process.env, API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? `http://${apiHost}:${apiPort}` };

const api = spawnSupervised([binPath('tsx'), 'watch', '--clear-screen=false', 'server/main.ts'], { env });
// The client dev server must not inherit the API's PORT: vite picks its own (5173).
const { PORT: _port, ...clientEnv } = env;
const client = spawnSupervised([binPath('vite')], { env: clientEnv });
superviseChildren([api, client]);
