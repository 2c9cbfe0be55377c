import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { metrics as otelMetrics } from '@opentelemetry/api';
import Stripe from 'stripe';
import { ConfigError, SANDBOX_TILES, loadConfig, partnerOrigin, startWarnings, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { JOBS_AT_ONCE } from './jobs/worker.ts';
import { movableClock, systemClock } from './lib/clock.ts';
import { openRedis } from './lib/redis.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createMetrics, type Metrics } from './plugins/metrics.ts';
import { seedDemoCustomer } from './modules/customers/demo-customer.ts';
import { seedDemoOperator } from './modules/ops/demo-operator.ts';
import { seedDemoSupplier } from './modules/supplier/demo-supplier.ts';
import { createEtgClient } from './partner/etg-client.ts';
import { createStripeClient } from './payments/stripe-client.ts';
import { sandboxEmulators } from './sandbox-emulators.ts';

/** A process told to stop is gone by then, whatever it still runs: before an orchestrator kills it. */
const SHUTDOWN_DEADLINE_MS = 9_500;

async function start() {
  const config = loadConfig();
  const redis = config.redis && (await connectRedis(config.redis));
  const database = await openAndMigrate(config);
  const mailbox = config.smtpUrl ? undefined : await startSandboxMailbox();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl ?? mailbox!.url,
    from: config.mailFrom,
    connections: JOBS_AT_ONCE[database.kind],
  });
  const metrics = createMetrics(otelMetrics.getMeter('bidstay'));
  const partner = partnerClient(config, metrics);
  const payments = await paymentsClient(config);
  const testClock = config.testClock ? movableClock() : undefined;
  const app = await buildApp(config, {
    database,
    clock: testClock ?? systemClock,
    movableClock: testClock,
    mailer,
    mailbox,
    partner: partner.client,
    partnerOrigin: partnerOrigin(config),
    payments,
    mountSandbox: await sandboxEmulators(config),
    metrics,
    redis,
  });
  await app.services.publications.seed();
  if (config.seedDemo) await seedDemoCustomer(app.services.customers);
  if (config.seedDemo && !config.etg) await seedDemoSupplier(app.services.supplier);
  if (config.seedDemo) await seedDemoOperator(app.services.ops);
  app.log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  app.log.info(`limits shared by the fleet: ${redis ? 'Redis (REDIS_URL)' : 'in the database'}`);
  app.log.info(
    `mail: ${config.smtpUrl ? 'real SMTP server (SMTP_URL)' : `emulated: sandbox mailbox at ${mailbox!.url}${config.nodeEnv === 'production' ? '' : ', /dev/mailbox'}`}`,
  );
  app.log.info(`hotels: ${partner.description}`);
  app.log.info(
    `payments: ${config.stripe ? 'real Stripe (STRIPE_SECRET_KEY)' : 'emulated: sandbox Stripe at /sandbox/stripe'}`,
  );
  app.log.info(
    `map tiles: ${config.mapTilesUrl ? `from ${config.mapTilesUrl}` : `emulated: sandbox tiles at ${SANDBOX_TILES.prefix}`}`,
  );
  for (const warning of startWarnings(config)) app.log.warn(warning);
  await app.listen({ port: config.port, host: config.host });
  // One process owns an embedded database, so a job claimed before a crash was claimed by a dead process.
  if (database.kind === 'pglite') await app.jobs.releaseLeases();
  app.jobs.start();
  await app.services.visitorLog.schedulePurge();
  await app.services.eventLog.schedulePurge();
  // Served meanwhile: pages show what is imported so far, and /api/health reports the import.
  void app.services.hotels.ensureCatalogue().catch((error: unknown) => app.log.error(error, 'catalogue import failed'));
  /**
   * SIGTERM drains: readiness fails at once and the streams and the worker stop, the server serves on for the grace a
   * balancer needs to notice, then closes once its requests are answered; whatever still runs at the deadline is cut.
   */
  async function shutdown(signal: NodeJS.Signals) {
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    await app.drain.begin();
    if (signal === 'SIGTERM') await delay(config.drainGraceMs);
    await app.close();
    mailer.close();
    await mailbox?.close();
    await database.close();
    await redis?.quit();
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (name) => void shutdown(name));
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

async function connectRedis(options: NonNullable<Config['redis']>) {
  try {
    return await openRedis(options.url, options.keyPrefix);
  } catch (error) {
    throw new StartupError(`Redis unavailable (REDIS_URL): ${describe(error)}`);
  }
}

/** The one ETG client, pointed at the real partner or at the emulator this process mounts. */
function partnerClient(config: Config, metrics: Metrics) {
  const etg = config.etg ?? { ...config.emulatorKeys.etg, baseUrl: `http://127.0.0.1:${config.port}/sandbox/etg` };
  return {
    client: createEtgClient({ ...etg, fetch: metrics.partnerFetch(fetch) }),
    description: config.etg ? `real ETG at ${etg.baseUrl}` : 'emulated: sandbox ETG at /sandbox/etg',
  };
}

/** The one Stripe client (the official SDK), pointed at Stripe or at the emulator this process mounts. */
async function paymentsClient(config: Config) {
  if (config.stripe) {
    return {
      client: createStripeClient(config.stripe),
      provider: 'stripe' as const,
      publishableKey: config.stripe.publishableKey ?? null,
    };
  }
  const { withBasePath } = await import('@bidstay/sandbox/stripe');
  const client = createStripeClient({
    ...config.emulatorKeys.stripe,
    host: '127.0.0.1',
    port: config.port,
    protocol: 'http',
    httpClient: withBasePath(Stripe.createNodeHttpClient(), '/sandbox/stripe'),
  });
  return { client, provider: 'sandbox' as const, publishableKey: null };
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
