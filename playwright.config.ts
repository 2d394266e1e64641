import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser; scripts/ensure-chromium.mjs
 * installs it). The web server is the app, built into a folder of this run's own, and the API
 * on a fresh embedded database, on a free port: two runs on one machine never share either.
 * Two workers, every test on its own: a test makes the enrollments, codes and carts it changes
 * through the server's test factory (e2e/support/factory.ts), never a demo row another test
 * resumes, so tests run in parallel and in any order (`--workers=1` or a shuffled order holds too).
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

export default defineConfig({
  testDir: 'e2e',
  // Per run (the port is unique on this machine): Playwright empties its output folder at start.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  // Two, also on CI's 2 cores: the browser waits on the server most of the time.
  workers: 2,
  // Never retried: a flaky test is a bug to fix; tests wait on visible outcomes instead of timeouts.
  retries: 0,
  // A journey walks several screens with an axe scan on each: on CI's 2 cores one takes
  // 20-40 s alone, and two or three times that beside the other worker and a second run.
  timeout: 180_000,
  forbidOnly: isCI,
  // One generous wait for what a user waits for (a lazy page, a save), set once: CI shares
  // 2 cores with other work, and the 5 s default is not enough there.
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: CHROMIUM }],
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
