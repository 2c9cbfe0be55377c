import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpMailbox, type Mailbox } from '@bidstay/sandbox/smtp';
import { addDays, today } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { SANDBOX_STRIPE_KEYS, loadConfig, type Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { JOBS_AT_ONCE } from '../src/jobs/worker.ts';
import { fixedClock } from '../src/lib/clock.ts';
import type { RedisClient } from '../src/lib/redis.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { createEtgClient } from '../src/partner/etg-client.ts';
import { createStripeClient } from '../src/payments/stripe-client.ts';
import type { Metrics } from '../src/plugins/metrics.ts';
import { sandboxEmulators } from '../src/sandbox-emulators.ts';
import { createTestDatabase } from './test-db.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  mailbox: Mailbox;
  /** Runs the due background jobs, as the worker would. */
  runJobs(): Promise<number>;
  /** How many requests the app's partner client has sent to an endpoint (`search/hp/`, say). */
  partnerCalls(endpoint: string): number;
  /** The bodies the app's partner client has posted to an endpoint (`hotel/order/booking/form/`, say), oldest first. */
  partnerBodies(endpoint: string): unknown[];
  close(): Promise<void>;
};

/**
 * The moment every test clock starts: the real time at the start of the run (vitest.config.ts sets it once for all
 * files), so that the app's clock and the partner emulator's, which runs on the machine's, agree on what today is
 * whatever day the suite runs. Every date a test uses comes from it (`dayFromStart`) or from the app's clock.
 */
export const TEST_START = process.env.TEST_START ?? new Date().toISOString();

/** The yyyy-MM-dd day `days` after the day TEST_START falls on (UTC). */
export function dayFromStart(days: number): string {
  return addDays(today(new Date(TEST_START)), days);
}
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/**
 * scrypt's lowest cost: the tests sign up and sign in thousands of accounts, and what they check of a hash does not
 * depend on its cost (lib/passwords.test.ts checks the default's; docs/decisions/019-password-cost-lowered-in-tests.md).
 */
const TEST_PASSWORD_COST = '1';

/** The whole application on a fresh database, a sandbox mailbox and a clock the test moves. */
export const TEST_ETG_KEY = { keyId: '1000', apiKey: 'test-key' };
const NO_PARTNER_URL = 'http://127.0.0.1:9/sandbox/etg';

type Options = {
  smtpPort?: number;
  /** Base URL of an ETG emulator; its catalogue is imported before the test starts. */
  etgUrl?: string;
  /** Port of a Stripe emulator (keys SANDBOX_STRIPE_KEYS); without it, payments fail as if Stripe were down. */
  stripePort?: number;
  /** 'stripe' builds the app as with real Stripe keys (Stripe's origins in the CSP). */
  paymentsProvider?: 'sandbox' | 'stripe';
  /** More environment, as the process would read it (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** A folder holding a built web app (an index.html); without it, the API only. */
  webRoot?: string;
  /** Mounts the sandbox emulators as the process would for this environment (sandbox-emulators.ts). */
  sandbox?: boolean;
  /** Imports the partner's catalogue before the test starts (with `etgUrl`); false leaves it to the test. */
  catalogue?: boolean;
  /** Settings no environment variable sets (e.g. a shorter request timeout). */
  config?: Partial<Config>;
  /** The test's clock is also the one `POST /api/dev/clock` moves, as with TEST_CLOCK. */
  clockRoute?: boolean;
  /** A database the test migrated itself (closed with the app); without it, a fresh copy of the migrated one. */
  database?: Database;
  /** The metrics, on a meter the test reads; without it, none. */
  metrics?: Metrics;
  /** Redis, where the limits then count (the test closes it); without it, the database. */
  redis?: RedisClient;
};

export async function buildTestApp({
  smtpPort,
  etgUrl,
  stripePort,
  paymentsProvider = 'sandbox',
  env = {},
  webRoot = '/nonexistent',
  sandbox = false,
  catalogue = true,
  config: overrides = {},
  clockRoute = false,
  database: given,
  metrics,
  redis,
}: Options = {}): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  const mailbox = await startSmtpMailbox({ port: smtpPort ?? 0 });
  const clock = fixedClock(TEST_START);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bidstay-app-')),
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://bidstay.test',
    PASSWORD_COST: TEST_PASSWORD_COST,
    // Test files share a worker on a busy machine: its event loop lags without the app being overloaded.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  Object.assign(config, overrides);
  const mailer = createMailer({
    smtpUrl: mailbox.url,
    from: config.mailFrom,
    connections: JOBS_AT_ONCE[database.kind],
  });
  const partnerCalls = new Map<string, number>();
  const partnerBodies = new Map<string, unknown[]>();
  const countingFetch: typeof fetch = (input, init) => {
    const endpoint = /\/api\/b2b\/v3\/([^?]*)/.exec(String(input))?.[1];
    if (endpoint) partnerCalls.set(endpoint, (partnerCalls.get(endpoint) ?? 0) + 1);
    if (endpoint && typeof init?.body === 'string')
      partnerBodies.set(endpoint, [...(partnerBodies.get(endpoint) ?? []), JSON.parse(init.body)]);
    return fetch(input, init);
  };
  const partner = createEtgClient({
    ...TEST_ETG_KEY,
    baseUrl: etgUrl ?? NO_PARTNER_URL,
    maxRetries: 0,
    fetch: countingFetch,
  });
  const payments = createStripeClient({
    ...SANDBOX_STRIPE_KEYS,
    host: '127.0.0.1',
    port: stripePort ?? 9,
    protocol: 'http',
  });
  const app = await buildApp(config, {
    database,
    clock,
    mailer,
    mailbox,
    partner,
    partnerOrigin: etgUrl && new URL(etgUrl).origin,
    payments: { client: payments, provider: paymentsProvider, publishableKey: null },
    webRoot,
    mountSandbox: sandbox ? await sandboxEmulators(config) : undefined,
    movableClock: clockRoute ? clock : undefined,
    metrics,
    redis,
  });
  await app.ready();
  if (etgUrl && catalogue) await app.services.hotels.ensureCatalogue();
  const testApp: TestApp = {
    app,
    db: database.db,
    clock,
    mailbox,
    runJobs: () => app.jobs.runOnce(),
    partnerCalls: (endpoint) => partnerCalls.get(endpoint) ?? 0,
    partnerBodies: (endpoint) => partnerBodies.get(endpoint) ?? [],
    async close() {
      await app.close();
      mailer.close();
      await testApp.mailbox.close();
      await database.close();
    },
  };
  return testApp;
}
