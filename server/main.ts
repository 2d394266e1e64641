/**
 * Starts the server: reads the environment (PORT, HOST, DATA_DIR, DATABASE_URL, APP_SECRET,
 * SMTP_URL, PUBLIC_URL, SEED_DEMO, TRUST_PROXY, STATIC_DIR, LOG_LEVEL), builds the app and listens.
 */
import { buildApp } from './app';
import { readConfig } from './config';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ config });
  if (config.databaseUrl && !config.appSecret) {
    app.log.warn('APP_SECRET is not set: SSNs are encrypted with DATA_DIR/secret.key; every instance sharing this database needs the same key');
  }
  const shutdown = async (signal: string): Promise<void> => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (app.services.mailer.kind === 'outbox') app.log.info(`mailbox: ${config.publicUrl}/dev/mailbox`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
