/**
 * buildApp: the Fastify API server with its database, services, security and routes. Tests use it
 * through inject; main.ts listens; the benchmark passes a ready database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { customFormats } from '../adapters';
import { type AppConfig, proxyTrust, testConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoWorld } from './db/seed';
import { refreshListingStatistics } from './db/statistics';
import type { Database } from './db/types';
import { loggerOptions, requestLogController } from './logging';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { sharedSchemaController } from './plugins/schemaCompilers';
import { registerSession } from './plugins/session';
import { registerStaffSession } from './plugins/staffSession';
import { registerStatic } from './plugins/static';
import { apiRoutes } from './routes';
import { mailboxRoutes } from './routes/dev/mailbox';
import { testClockRoutes } from './routes/dev/testClock';
import { testFactoryRoutes } from './routes/dev/testFactory';
import { sessionRoutes } from './routes/session/keepAlive';
import { languageRoutes } from './routes/language/language';
import type { Services } from './services';
import { createFieldCipher } from './services/crypto';
import { createDrafts } from './services/drafts';
import { createFormSchemaRegistry } from './services/formSchemas';
import { createInvoiceService, describeInvoiceService } from './services/invoices';
import { createRoutingLookup, describeRoutingLookup } from './services/routingLookup';
import { createMailer } from './services/mail';
import { answerMessagesHook } from './services/messageOverridesHook';
import { loadAppSecret } from './services/secret';
import { knownStates } from './services/lookups';
import { createTabChecks } from './services/tabChecks';
import { createValidators, describeValidators, type Validators, withUnavailableWarnings } from './services/validators';

export interface BuildAppOptions {
  /** Configuration; omitted fields take testConfig() defaults (in-memory, no SMTP, silent). */
  config?: Partial<AppConfig>;
  /**
   * A ready database (the caller owns and closes it). Without it the app opens the one the config
   * names (DATABASE_URL, else PGlite in dataDir, else in memory) and closes it with the app.
   */
  database?: Kysely<Database> | DatabaseHandle;
  /** Run migrations (default true; pass false when the caller migrated already). */
  migrate?: boolean;
  /** Replace some of the validators config.validators chooses (tests); their unavailable answers are logged too. */
  validators?: Partial<Validators>;
  /** Where log lines go (default stdout); tests read them to prove PII stays out. */
  logStream?: { write(line: string): void };
}

const API_BODY_LIMIT = 64 * 1024;

async function resolveDatabase(options: BuildAppOptions, config: AppConfig): Promise<{ db: Kysely<Database>; close?: () => Promise<void> }> {
  const given = options.database;
  if (given) return { db: 'db' in given ? given.db : given };
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir || undefined, engine: config.databaseEngine });
  return { db: handle.db, close: handle.close };
}

/** Builds the app (migrated, seeded when config.seedDemo); call .close() to release everything. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(options.config);
  const { db, close } = await resolveDatabase(options, config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: requestLogController(),
    bodyLimit: API_BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: frameworkErrorHandler,
    // Compiled schemas shared by the apps of a process (the integration tests build ~180).
    schemaController: sharedSchemaController,
    ajv: {
      // No coercion: `true` or ["x"] where a string belongs is a 422, not the string "true" saved.
      // No removal: a property an `additionalProperties: false` schema does not list (body, query
      // or params) is a 422 at that property (MESSAGES.fieldUnknown), not silently dropped.
      customOptions: {
        allErrors: true, verbose: true, allowUnionTypes: true, coerceTypes: false, removeAdditional: false,
        keywords: ['x-message', 'x-required-message'],
      },
      // Our formats replace ajv-formats' 'email' so client and server agree on every address.
      onCreate: (ajv: { addFormat: (name: string, format: unknown) => void }) => {
        for (const [name, validate] of Object.entries(customFormats)) ajv.addFormat(name, { type: 'string', validate });
      },
    } as never,
  });
  try {
    if (options.migrate !== false) await migrateToLatest(db);
    const appSecret = loadAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir || undefined, secretDir: config.secretDir });
    app.log.info(`field encryption key: ${appSecret.origin}`);
    const cipher = createFieldCipher(appSecret.secret);
    if (config.seedDemo) await seedDemoWorld(db, cipher);
    // Plans written while the server was stopped must not leave the listing without an index plan (db/statistics.ts).
    const analyzed = await refreshListingStatistics(db);
    if (analyzed.length > 0) app.log.info(`planner statistics refreshed: ${analyzed.join(', ')}`);
    const mailer = createMailer(config.smtpUrl, db);
    const validators = withUnavailableWarnings(
      { ...createValidators(config.validators, { knownStates: () => knownStates(db) }), ...options.validators }, app.log,
    );
    app.log.info(`validators: ${describeValidators(config.validators)}`);
    app.log.info(describeInvoiceService(config.invoices));
    const invoices = createInvoiceService(config.invoices, { db, mailer });
    app.log.info(describeRoutingLookup(config.routingLookup));
    const routingLookup = createRoutingLookup(config.routingLookup);
    const services: Services = {
      config, cipher, mailer, validators, forms: createFormSchemaRegistry(db), invoices, routingLookup,
      // Filled by the routes' plugins below: an app's own, so apps in one process never share them.
      tabChecks: createTabChecks(), drafts: createDrafts(),
    };
    // Before any plugin with routes, so every encapsulated context inherits the depth-checked parser.
    registerJsonBodyParser(app);
    app.decorate('db', db);
    app.decorate('services', services);
    app.addHook('onClose', async () => {
      mailer.close();
      await close?.();
    });
    await registerSecurity(app);
    await registerSession(app);
    registerLanguage(app);
    // Every error answer, of every route and of the not-found handler, in the caller's words (issue 18).
    app.addHook('preSerialization', answerMessagesHook);
    registerStaffSession(app);
    await registerOpenApi(app);
    registerErrorHandling(app, await registerStatic(app, config.staticDir));
    await app.register(apiRoutes, { prefix: '/api/v1' });
    await app.register(sessionRoutes, { prefix: '/api/v1' });
    // Our extension beside the spec's /api/v1 (issue 18): the language switch's PUT /api/language.
    await app.register(languageRoutes, { prefix: '/api' });
    if (mailer.kind === 'outbox') await app.register(mailboxRoutes);
    // Only for the e2e server: never with real mail, never without the demo rows it copies.
    if (config.testFactory && mailer.kind === 'outbox' && config.seedDemo) await app.register(testFactoryRoutes);
    if (config.testClock) await app.register(testClockRoutes);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    await close?.();
    throw error;
  }
}
