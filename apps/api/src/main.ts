import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { seedDemoCustomer } from './modules/customers/demo-customer.ts';

async function start() {
  const config = loadConfig();
  const database = await openAndMigrate(config);
  const mailbox = config.smtpUrl ? undefined : await startSandboxMailbox();
  const mailer = createMailer({ smtpUrl: config.smtpUrl ?? mailbox!.url, from: config.mailFrom });
  const app = await buildApp(config, { database, clock: systemClock, mailer, mailbox });
  app.addHook('onClose', async () => {
    mailer.close();
    await mailbox?.close();
    await database.close();
  });
  if (config.seedDemo) await seedDemoCustomer(app.services.customers);
  app.log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  app.log.info(
    `mail: ${config.smtpUrl ? 'real SMTP server (SMTP_URL)' : `emulated: sandbox mailbox at ${mailbox!.url}, /dev/mailbox`}`,
  );
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.jobs.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

async function openAndMigrate(config: Config): Promise<Database> {
  const options = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') } as const);
  try {
    const database = await openDatabase(options);
    await migrate(database.db);
    return database;
  } catch (error) {
    throw new StartupError(`Database unavailable (${options.kind}): ${describe(error)}`);
  }
}

async function startSandboxMailbox() {
  const { startSmtpMailbox } = await import('@bidstay/sandbox/smtp');
  return startSmtpMailbox();
}

class StartupError extends Error {}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message || error.name : String(error);
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? (error as Error).message : `Bidstay failed to start: ${describe(error)}`);
  process.exit(1);
});
