import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './paths';

/** A real API server in a child process, as `npm start` runs it (without the client build). */
export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** Stops the server and removes its data (and its log, unless keepLog). */
  stop(keepLog?: boolean): Promise<void>;
}

/** Key material for PostgreSQL runs when APP_SECRET is not set: benchmarks only, never real data. */
const BENCH_APP_SECRET = 'benefit-store-benchmark-only-key';

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** VmHWM of a live process from /proc (Linux), in MiB; NaN where /proc is not there. */
export function readPeakRssMiB(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitForPing(url: string, child: ChildProcess, logFile: string): Promise<void> {
  // First start migrates and seeds a new PGlite database: allow a minute.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/v1/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server did not answer /api/v1/ping within 60 s; see ${logFile}`);
}

/**
 * Starts `node --import tsx server/main.ts` on a free port with a fresh DATA_DIR under
 * .test-data/ (PGlite), or on `databaseUrl` when given. Its output goes to a log file beside
 * the data (kept only when the server fails to start) so the report stays readable.
 */
export async function startServer(label: string, databaseUrl?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = join(root, '.test-data', `bench-${label}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = `${dataDir}.log`;
  const { DATABASE_URL: _inherited, ...env } = process.env;
  // On a shared database every run must encrypt with the same key (a fresh DATA_DIR would
  // generate a new secret.key and fail to read the SSNs an earlier run saved).
  if (databaseUrl) env.APP_SECRET = process.env.APP_SECRET ?? BENCH_APP_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? -1;
  let lastPeak = Number.NaN;
  const stop = async (keepLog = false) => {
    lastPeak = readPeakRssMiB(pid);
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (!keepLog) rmSync(logFile, { force: true });
  };
  try {
    await waitForPing(url, child, logFile);
  } catch (error) {
    await stop(true);
    throw error;
  }
  return { url, pid, dataDir, logFile, stop, peakRssMiB: () => (child.exitCode === null ? readPeakRssMiB(pid) : lastPeak) };
}
