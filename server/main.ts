/**
 * Starts the server: reads the environment (PORT, HOST, DATA_DIR, DATABASE_URL, DB_ENGINE, APP_SECRET,
 * SECRET_DIR, NODE_ENV, SMTP_URL, PUBLIC_URL, SEED_DEMO, TRUST_PROXY, STATIC_DIR, LOG_LEVEL), builds the
 * app and listens. A configuration error (NODE_ENV=production without APP_SECRET, ...) stops it with its message.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connect';

async function main(): Promise<void> {
  const config = readConfig();
  // A signal closes what is open so far (the embedded PostgreSQL is a child process that must not
  // outlive us); SIGHUP too, as a closed terminal would otherwise end us without cleanup. Repeats
  // are ignored: Ctrl-C under npm arrives twice (terminal and npm), and must not cut the close short.
  let app: FastifyInstance | undefined;
  let close = async (): Promise<void> => {};
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app?.log.info(`${signal}: closing`);
      await close();
      process.exit(0);
    })();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // Opened here rather than by buildApp so DB_ENGINE applies; the app leaves closing it to us.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, engine: config.databaseEngine });
  close = () => database.close();
  const ready = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  app = ready;
  close = async () => {
    await ready.close();
    await database.close();
  };
  ready.log.info(`database: ${database.kind}${database.kind === 'postgres' ? '' : ` in ${config.dataDir}`}`);
  if (database.notice) ready.log.warn(database.notice);
  if (config.databaseUrl && !config.appSecret) {
    ready.log.warn(`APP_SECRET is not set: SSNs are encrypted with a key file in ${config.secretDir} (named by DATA_DIR/secret.id); every instance sharing this database needs the same key`);
  }
  await ready.listen({ port: config.port, host: config.host });
  if (ready.services.mailer.kind === 'outbox') ready.log.info(`mailbox: ${config.publicUrl}/dev/mailbox`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
