import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi, builtEntry } from '../apps/api/build.mjs';
import { recreateDatabase, withDatabase } from '../apps/api/scratch-databases.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bidstay-e2e-'));
const port = process.env.E2E_PORT ?? '3100';

/**
 * A fresh database of this server's own on the PostgreSQL server that `npm test` gives the run (TEST_DATABASE_URL,
 * scripts/with-postgres.mjs); without one, the server keeps PGlite in its DATA_DIR. PostgreSQL answers the servers'
 * queries for less CPU than PGlite, in a run whose time is its CPU (decision 027).
 */
async function databaseUrl() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return {};
  const name = `bidstay_e2e_${port}`;
  await recreateDatabase(server, name);
  return { DATABASE_URL: withDatabase(server, name) };
}

const env = {
  ...process.env,
  ...(await databaseUrl()),
  DATA_DIR: dataDir,
  PORT: port,
  SEED_DEMO: 'true',
  TRUST_PROXY: '127.0.0.1',
  // The whole run browses from one address: the per-address limit is an API test's, not this run's.
  BROWSE_LIMIT_PER_MINUTE: '100000',
  BROWSE_SHARE_PERCENT: '100',
  // Browsers and servers share a busy machine: its event loop lags without the server being overloaded.
  SHED_EVENT_LOOP_DELAY_MS: '0',
  METRICS_PORT: '0',
};

/**
 * Operators without a second factor besides the demo one (which the desktop ops specs enrol): the phone specs enrol
 * `ops-phone` on the same server; the partner invitation and back-office people specs sign in as `ops-partners` and
 * the Operations specs as `ops-operations`, with their passwords alone; the bookings specs enrol `ops-bookings` and
 * `ops-bookings-phone` through the API. Created before the server starts, as PGlite has one process at a time.
 */
const OPERATORS = [
  ['ops-phone@bidstay.test', 'Phone Operator'],
  ['ops-partners@bidstay.test', 'Partners Operator'],
  ['ops-operations@bidstay.test', 'Operations Operator'],
  ['ops-bookings@bidstay.test', 'Bookings Operator'],
  ['ops-bookings-phone@bidstay.test', 'Bookings Phone Operator'],
];

/** The operators the specs enrol, the demo one (seeded by the server) among them: each has a twin for its retry. */
const ENROLLED = [
  'ops@bidstay.test',
  'ops-phone@bidstay.test',
  'ops-bookings@bidstay.test',
  'ops-bookings-phone@bidstay.test',
];
const RETRY_TWINS = ENROLLED.map((email) => [email.replace('@', '-retry@'), 'Retry Operator']);

/** One process for them all: each start of the API's code and of PGlite costs seconds on a busy machine. */
function createOperators() {
  const args = [...OPERATORS, ...RETRY_TWINS].flatMap(([email, name]) => ['--email', email, '--name', name]);
  const created = spawnSync(
    process.execPath,
    [...builtEntry('create-operator'), ...args, '--password', 'Operator123'],
    {
      cwd: root,
      env,
    },
  );
  if (created.status !== 0) throw new Error(`could not create the operators: ${created.stderr}`);
}

// Built before the first server starts, so that the API run is never older than its source; the clock's server, which
// Playwright starts once the first answers, runs the same build rather than rewrite the files the first one runs.
if (!env.TEST_CLOCK) {
  await buildApi();
  createOperators();
}
const server = spawn(process.execPath, builtEntry('main'), { cwd: root, stdio: 'inherit', env });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
