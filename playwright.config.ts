import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser; scripts/ensure-chromium.mjs
 * installs it). The web server is the app, built into a folder of this run's own, and the API
 * on a fresh embedded database, on a free port: two runs on one machine never share either.
 * One worker: the journeys share one server and the demo world, and resuming an enrollment
 * re-binds it to a single session, so parallel tests on the same enrollment would collide.
 */
// A free port per run, chosen once: workers load this file again and inherit the variable.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], { encoding: 'utf8' }).trim();
const PORT = Number(process.env.E2E_PORT);
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

/** Debian's Chromium with the flags above. */
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
};
const JOURNEYS = /wizard-journeys\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Per run (the port is unique on this machine): Playwright empties its output folder at start.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  // Never retried: journeys replace continue codes, so a retry could not re-run them; tests
  // wait on visible outcomes instead of timeouts to stay robust.
  retries: 0,
  // A journey walks several screens with an axe scan on each: on CI's 2 cores one takes
  // 20-40 s, over the 30 s default.
  timeout: 90_000,
  forbidOnly: isCI,
  // One generous wait for what a user waits for (a lazy page, a save), set once: CI shares
  // 2 cores with other work, and the 5 s default is not enough there.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The whole-wizard journeys complete DEMO0001 and DEMO0002, which the tab specs need unfinished:
  // they run after every other spec, as a project that depends on the one that runs those.
  projects: [
    { name: 'chromium', testIgnore: JOURNEYS, use: CHROMIUM },
    { name: 'journeys', testMatch: JOURNEYS, dependencies: ['chromium'], use: CHROMIUM },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/ping`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    // The command builds the app into its own folder before the server starts.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
