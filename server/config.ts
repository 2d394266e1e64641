/**
 * Server configuration read from the environment once, at start. Everything else receives
 * an AppConfig, so tests and the benchmark build apps without touching process.env.
 */
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded PGlite data, secret.key and the lock file live here (ignored with databaseUrl). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /** Key material for AES-256-GCM of SSNs; when absent, DATA_DIR/secret.key is used (generated once). */
  appSecret: string | undefined;
  /** nodemailer SMTP URL; when absent mail goes to the outbox table shown at /dev/mailbox. */
  smtpUrl: string | undefined;
  /** Origin the e-mailed direct links point at. */
  publicUrl: string;
  /** Seed the demo world on first start (SEED_DEMO=0 turns it off). */
  seedDemo: boolean;
  /** Trust X-Forwarded-For (only behind a proxy you run); the throttle keys on the client IP. */
  trustProxy: boolean;
  /** Built SPA to serve (dist/); undefined = API only. */
  staticDir: string | undefined;
  /** Pino level; 'silent' turns request logging off. */
  logLevel: string;
}

/** Reads AppConfig from an environment map (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appSecret: env.APP_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/+$/, ''),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : resolve('dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** Defaults for an app built in-process (tests, benchmarks): no files, no SMTP, no static. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0, host: '127.0.0.1', dataDir: '', databaseUrl: undefined, appSecret: undefined, smtpUrl: undefined,
    publicUrl: 'http://127.0.0.1:8080', seedDemo: true, trustProxy: false, staticDir: undefined, logLevel: 'silent',
    ...overrides,
  };
}
