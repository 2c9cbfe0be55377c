import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, SANDBOX_ETG_KEY, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { seedDemoCustomer } from './modules/customers/demo-customer.ts';
import { seedDemoSupplier } from './modules/supplier/demo-supplier.ts';
import { createEtgClient } from './partner/etg-client.ts';

async function start() {
  const config = loadConfig();
  const database = await openAndMigrate(config);
  const mailbox = config.smtpUrl ? undefined : await startSandboxMailbox();
  const mailer = createMailer({ smtpUrl: config.smtpUrl ?? mailbox!.url, from: config.mailFrom });
  const partner = partnerClient(config);
  const mountSandbox = config.etg ? undefined : await sandboxEtg(config);
  const app = await buildApp(config, {
    database,
    clock: systemClock,
    mailer,
    mailbox,
    partner: partner.client,
    mountSandbox,
  });
  await app.services.publications.seed();
  if (config.seedDemo) await seedDemoCustomer(app.services.customers);
  if (config.seedDemo && !config.etg) await seedDemoSupplier(app.services.supplier);
  app.log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  app.log.info(
    `mail: ${config.smtpUrl ? 'real SMTP server (SMTP_URL)' : `emulated: sandbox mailbox at ${mailbox!.url}, /dev/mailbox`}`,
  );
  app.log.info(`hotels: ${partner.description}`);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.jobs.start();
  await app.services.hotels.ensureCatalogue();
  /** The worker and the streams stop first (preClose), then the server, then what they used. */
  async function shutdown() {
    await app.close();
    mailer.close();
    await mailbox?.close();
    await database.close();
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());
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

/** The one ETG client, pointed at the real partner or at the emulator this process mounts. */
function partnerClient(config: Config) {
  const etg = config.etg ?? { ...SANDBOX_ETG_KEY, baseUrl: `http://127.0.0.1:${config.port}/sandbox/etg` };
  return {
    client: createEtgClient(etg),
    description: config.etg ? `real ETG at ${etg.baseUrl}` : 'emulated: sandbox ETG at /sandbox/etg',
  };
}

async function sandboxEtg(config: Config) {
  const { etgEmulator } = await import('@bidstay/sandbox/etg');
  return async (app: FastifyInstance) => {
    await app.register(etgEmulator, { prefix: '/sandbox/etg', ...SANDBOX_ETG_KEY, dataDir: config.dataDir });
  };
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
