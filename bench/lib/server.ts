import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddedEngine } from '../../server/db/connect';
import { freePort } from '../../server/db/embeddedPostgres';
import { askCounters, type ServerCounters } from './counters';
import { descendants, readPeakRssMiB, sampleTreeMemory, type TreeMemory } from './memory';
import { root } from './paths';

export { freePort } from '../../server/db/embeddedPostgres';
export { readPeakRssMiB } from './memory';

/** A real API server in a child process, as `npm start` runs it (without the client build). */
export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Milliseconds from spawning the server to its first answered /api/v1/ping. */
  startMs: number;
  /** Peak resident set size of the server's node process so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** Memory of the server's process tree since it was spawned (named descendants: its PostgreSQL processes). */
  treeMemory(): TreeMemory;
  /** The server's own counters so far (database round trips and statements, CPU, event-loop busy time): serverCounters.ts. */
  counters(): Promise<ServerCounters | undefined>;
  /** Stops the server and removes its data (unless keepData) and its log (unless keepLog). */
  stop(options?: { keepLog?: boolean; keepData?: boolean }): Promise<void>;
}

export interface StartServerOptions {
  /** PostgreSQL URL (DATABASE_URL) instead of an embedded database. */
  databaseUrl?: string;
  /** Embedded engine (DB_ENGINE) when there is no databaseUrl; the server's default otherwise. */
  engine?: EmbeddedEngine;
  /** Start on this existing DATA_DIR instead of a fresh one under .test-data/. */
  dataDir?: string;
}

/** Key material when APP_SECRET is not set: benchmarks only, never real data. */
const BENCH_APP_SECRET = 'benefit-store-benchmark-only-key';
/** First start creates, migrates and seeds a database (initdb included): allow two minutes. */
const START_TIMEOUT_MS = 120_000;
/** The embedded PostgreSQL's processes, by command name (initdb and its postgres only on first start). */
const POSTGRES_PROCESSES = ['postgres', 'initdb'];
/** Poll often: the start time is a measured figure. */
const PING_INTERVAL_MS = 25;

/**
 * BENCH_SERVER_NODE_ARGS: node options for the server only, split on spaces (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` to profile it under load; node refuses --cpu-prof in NODE_OPTIONS).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Preloaded into the server after tsx: counts its database round trips and statements (serverCounters.ts). */
const COUNTERS_PRELOAD = pathToFileURL(join(root, 'bench', 'lib', 'serverCounters.ts')).href;

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForPing(url: string, child: ChildProcess, logFile: string): Promise<void> {
  for (const end = Date.now() + START_TIMEOUT_MS; Date.now() < end; await sleep(PING_INTERVAL_MS)) {
    if (!running(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/v1/ping`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`server did not answer /api/v1/ping within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * Starts `node --import tsx server/main.ts` on a free port with a fresh DATA_DIR under
 * .test-data/ (or the given one), on the given embedded engine or `databaseUrl`. Its output goes
 * to a log file beside the data (kept only when the server fails to start) so the report stays readable.
 */
export async function startServer(label: string, options: StartServerOptions = {}): Promise<RunningServer> {
  const { databaseUrl, engine } = options;
  const port = await freePort();
  const dataDir = options.dataDir ?? join(root, '.test-data', `bench-${label}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = `${dataDir}-${Date.now()}.log`;
  const { DATABASE_URL: _url, DB_ENGINE: _engine, ...env } = process.env;
  // A fixed key: on a shared database every run must encrypt with the same key (a fresh DATA_DIR
  // would generate a new one and fail to read the SSNs an earlier run saved), and a generated
  // key would leave a key file per run in the user's config folder (SECRET_DIR's default).
  env.APP_SECRET = process.env.APP_SECRET ?? BENCH_APP_SECRET;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', '--import', COUNTERS_PRELOAD, 'server/main.ts'], {
    cwd: root,
    env: {
      // TEST_FACTORY: the API load's 50 people are copies of DEMO0001 (lib/manyPeople.ts); it adds a dev route only.
      ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TEST_FACTORY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...(engine ? { DB_ENGINE: engine } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const pid = child.pid ?? -1;
  const memory = sampleTreeMemory(pid, POSTGRES_PROCESSES);
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  let lastPeak = Number.NaN;
  const stop = async ({ keepLog = false, keepData = false } = {}) => {
    if (running(child)) {
      memory.sample();
      lastPeak = readPeakRssMiB(pid);
      const spawned = descendants(pid);
      const exited = new Promise((done) => child.once('exit', done)).then(() => true);
      if (child.connected) child.disconnect();
      child.kill('SIGTERM');
      if (!(await Promise.race([exited, sleep(30_000).then(() => false)]))) {
        child.kill('SIGKILL');
        await exited;
        // What the server started (its PostgreSQL) must not outlive the run: fast shutdown.
        for (const orphan of spawned) {
          try {
            process.kill(orphan, 'SIGINT');
          } catch {
            // already gone
          }
        }
      }
    }
    memory.stop();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    if (!keepLog) rmSync(logFile, { force: true });
  };
  try {
    await waitForPing(url, child, logFile);
  } catch (error) {
    await stop({ keepLog: true });
    throw error;
  }
  const startMs = performance.now() - started;
  return {
    url, pid, dataDir, logFile, startMs, stop,
    peakRssMiB: () => (running(child) ? readPeakRssMiB(pid) : lastPeak),
    treeMemory: memory.summary,
    counters: () => askCounters(child),
  };
}

/** Runs work against a started server; if it fails, stops the server (keeping its log) and names the log in the error. */
export async function onServer<T>(server: RunningServer, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await server.stop({ keepLog: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)} (server log: ${server.logFile})`, { cause: error });
  }
}
