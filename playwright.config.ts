import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser; scripts/ensure-chromium.mjs
 * installs it). The web server is the built app + API on a fresh embedded database.
 * One worker: the journeys share one server and the demo world, and resuming an enrollment
 * re-binds it to a single session, so parallel tests on the same enrollment would collide.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);

/** Flags for a sandboxed, offline machine: no background traffic the closed network would refuse. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // Never retried: journeys replace continue codes, so a retry could not re-run them; tests
  // wait on visible outcomes instead of timeouts to stay robust.
  retries: 0,
  // A journey walks several screens with an axe scan on each: on CI's 2 cores one takes
  // 20-40 s, over the 30 s default.
  timeout: 90_000,
  forbidOnly: isCI,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/ping`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    // A stale dist/ is rebuilt by the command itself before the server starts.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
