// `npm run drill:fleet`: copies of the API on one PostgreSQL database behind HAProxy (Debian's, installed where
// missing), health-checked on /api/health/ready. Customers' journeys run through the balancer while one copy is
// SIGKILLed and started again, then each of the others is restarted in turn (SIGTERM, drain, start: a rolling
// deploy). It prints a table and writes it to docs/reports/fleet-drill.md. Settings: DRILL_COPIES (3),
// DRILL_JOURNEYS (the least run, 12), DRILL_AT_ONCE (4), DRILL_DATABASE_URL (the local server's postgres database).
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { adminQuery, withDatabase } from '../apps/api/scratch-databases.mjs';
import { haproxyConfig } from './drills/haproxy.mjs';
import { client, journey } from './drills/journey.mjs';
import {
  apiCopy,
  background,
  buildDrillApi,
  ensureDebianPackage,
  freePort,
  report,
  runEntry,
  scratchFolder,
  sleep,
  waitForOk,
} from './drills/processes.mjs';

const COPIES = Number(process.env.DRILL_COPIES ?? 3);
const JOURNEYS = Number(process.env.DRILL_JOURNEYS ?? 12);
const AT_ONCE = Number(process.env.DRILL_AT_ONCE ?? 4);
const SERVER = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The drill stops by itself past this, whatever still runs. */
const DEADLINE_MS = 15 * 60_000;
const PARTNER_KEY = { keyId: '1000', apiKey: 'sandbox-key' };
const SUPPLIER = { email: 'drill-supplier@bidstay.test', password: 'Supplier123' };
const HAPROXY = '/usr/sbin/haproxy';

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
ensureDebianPackage(HAPROXY, 'haproxy');
const scratch = scratchFolder('bidstay-fleet-drill-');
const database = `bidstay_drill_${randomUUID().replaceAll('-', '')}`;
await adminQuery(SERVER, `create database ${database}`);
const databaseUrl = withDatabase(SERVER, database);
const stops = [];
let succeeded = false;
const outdir = await buildDrillApi();
stops.push(() => rmSync(outdir, { recursive: true, force: true }));

try {
  const partnerPort = await freePort();
  const partner = background(process.execPath, ['--import', 'tsx', 'bench/src/partner-server.ts', partnerPort, '300']);
  stops.push(() => partner.stop());
  await waitForOk(`http://127.0.0.1:${partnerPort}/sandbox/etg/images/640x400/1-1.svg`, 60_000);
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: `drill-secret-${randomUUID()}`,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ETG_KEY_ID: PARTNER_KEY.keyId,
    ETG_API_KEY: PARTNER_KEY.apiKey,
    ETG_BASE_URL: `http://127.0.0.1:${partnerPort}/sandbox/etg`,
    // Behind the balancer: each journey names a client address of its own, as customers have.
    TRUST_PROXY: '127.0.0.1',
    BROWSE_LIMIT_PER_MINUTE: '100000',
    BROWSE_SHARE_PERCENT: '100',
    METRICS_PORT: '0',
    // Three copies and the drill share two cores: their event loops lag without a copy being overloaded.
    SHED_EVENT_LOOP_DELAY_MS: '0',
  };
  const copies = [];
  for (let index = 1; index <= COPIES; index += 1) {
    const dataDir = join(scratch, `copy-${index}`);
    const logFile = join(scratch, `copy-${index}.log`);
    copies.push(
      apiCopy({ name: `copy${index}`, outdir, port: await freePort(), env: { ...env, DATA_DIR: dataDir }, logFile }),
    );
  }
  stops.push(() => Promise.all(copies.map((copy) => copy.terminate())));
  await copies[0].start();
  await waitForOk(`${copies[0].url}/api/health?ready=catalogue`);
  await runEntry(
    outdir,
    'create-supplier',
    ['--email', SUPPLIER.email, '--password', SUPPLIER.password, '--name', 'Drill', '--all'],
    {
      ...process.env,
      ...env,
      DATA_DIR: join(scratch, 'supplier'),
    },
  );
  await Promise.all(copies.slice(1).map((copy) => copy.start()));

  const balancerPort = await freePort();
  const configFile = join(scratch, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(balancerPort, copies));
  const haproxy = background(HAPROXY, ['-f', configFile, '-db']);
  stops.push(() => haproxy.stop());
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  await waitForOk(`${baseUrl}/api/health/ready`, 30_000);
  console.log(`${COPIES} copies ready behind HAProxy at ${baseUrl} after ${seconds(Date.now() - started)}`);

  let phase = 'steady';
  const tallies = { steady: 0, crash: 0, rolling: 0 };
  const call = client(baseUrl, () => (tallies[phase] += 1));
  const fleet = await runFleetChecks({ copies, call, baseUrl, tallies, setPhase: (next) => (phase = next) });
  const figures = await checkDatabase(databaseUrl, fleet);
  for (const line of figures.details) console.log(line);
  await report(
    'fleet-drill.md',
    `Fleet drill: ${COPIES} copies behind HAProxy`,
    [...fleet.rows, ...figures.rows],
    [
      `\`npm run drill:fleet\` on ${new Date().toISOString().slice(0, 10)}: ${COPIES} copies of the built API on one`,
      'PostgreSQL database behind HAProxy (health checks on `/api/health/ready` every second, down after 2 fails).',
      'Journeys run through the balancer while one copy is SIGKILLed and started again, then every other copy is',
      'restarted in turn (SIGTERM, drain, start). Each journey pays through one copy directly: the sandbox Stripe lives',
      'in each copy, and a real one is not restarted with a copy. The whole run took ' +
        `${seconds(Date.now() - started)} on this machine's two shared cores.`,
    ],
    figures.details,
  );
  succeeded = true;
} catch (error) {
  console.error(`The drill failed: ${error.stack}\nThe copies' logs: ${scratch}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  await adminQuery(SERVER, `drop database if exists ${database} with (force)`);
  if (succeeded) rmSync(scratch, { recursive: true, force: true });
}

/** Journeys until the crash and the rolling restart are over and JOURNEYS have run; the figures of both. */
async function runFleetChecks({ copies, call, baseUrl, tallies, setPhase }) {
  const runId = randomUUID().slice(0, 8);
  const throttled = await wrongPasswords(call);
  const signIn = { method: 'POST', body: SUPPLIER };
  const supplierToken = JSON.parse((await call('/api/authenticateCustomer', signIn)).text).access_token;
  const pins = new Map(copies.map((copy) => [copy, 0]));
  const leaving = new Set();
  const payAt = async () => {
    for (;;) {
      const copy = copies.find((candidate) => !leaving.has(candidate) && candidate.running());
      if (copy) {
        pins.set(copy, pins.get(copy) + 1);
        return { call: client(copy.url, () => {}), release: () => pins.set(copy, pins.get(copy) - 1) };
      }
      await sleep(200);
    }
  };
  const written = { customers: [], bids: [], bookings: [] };
  const results = [];
  const failures = [];
  let chaosOver = false;
  let next = 0;
  const worker = async () => {
    while ((!chaosOver || next < JOURNEYS) && Date.now() - started < DEADLINE_MS) {
      const n = (next += 1);
      const result = await journey(n, { call, baseUrl, runId, supplierToken, payAt, written }).catch((error) => {
        failures.push(`journey ${n}: ${error.message}`);
      });
      if (result) results.push(result);
    }
  };
  /** A copy stops only once no journey pays through it, so a payment is never cut by the drill itself. */
  const leave = async (copy) => {
    leaving.add(copy);
    while (pins.get(copy) > 0) await sleep(100);
  };
  const chaos = async () => {
    await sleep(5000);
    const [crashed, ...others] = copies;
    setPhase('crash');
    await leave(crashed);
    await crashed.kill();
    await sleep(3000);
    await crashed.start();
    leaving.delete(crashed);
    setPhase('rolling');
    const exits = [];
    for (const copy of others) {
      await leave(copy);
      const stopping = Date.now();
      const code = await copy.terminate();
      exits.push(`${copy.name} ${seconds(Date.now() - stopping)} (exit ${code})`);
      await copy.start();
      leaving.delete(copy);
    }
    setPhase('steady');
    chaosOver = true;
    return exits;
  };
  const [exits] = await Promise.all([chaos(), ...Array.from({ length: AT_ONCE }, worker)]);
  for (const failure of failures) console.log(failure);
  return {
    results,
    written,
    rows: [
      ['journeys run', String(results.length + failures.length)],
      [
        'journeys completed (booking confirmed)',
        String(results.filter((result) => result.status === 'confirmed').length),
      ],
      [
        "journeys ended by the partner's price rising (409, as designed)",
        String(results.filter((result) => result.status === 'price rose').length),
      ],
      ['failed steps (after the client retried)', String(failures.length)],
      [
        'counter-offers seen live on the open stream',
        `${results.filter((result) => result.live).length} of ${results.length}`,
      ],
      [
        'stream reconnections (Last-Event-ID)',
        String(results.reduce((sum, result) => sum + result.stream.reconnections(), 0)),
      ],
      ['answers retried by the client: steady', String(tallies.steady)],
      ['answers retried by the client: copy SIGKILLed', String(tallies.crash)],
      ['answers retried by the client: rolling restart', String(tallies.rolling)],
      ['SIGTERM to exit, per copy', exits.join('; ')],
      ['sixth wrong password through the balancer', throttled],
    ],
  };
}

/** Six wrong passwords for one account, spread by the balancer over the copies: the sixth must be throttled. */
async function wrongPasswords(call) {
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const body = { email: 'nobody-drill@example.com', password: 'Wrong12345' };
    statuses.push((await call('/api/authenticateCustomer', { method: 'POST', body, address: '127.2.0.1' })).status);
  }
  return `${statuses.at(-1) === 429 ? 'throttled' : 'NOT throttled'} (${statuses.join(', ')})`;
}

/** What the database holds after the drill: every acknowledged write, each job once, every event streamed. */
async function checkDatabase(url, { results, written }) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const count = async (text, values) => Number((await db.query(text, values)).rows[0].n);
    // The last events of a journey (its booking) reach its stream a moment after its last answer.
    await sleep(5000);
    for (const result of results) await result.stream.close();
    const lost =
      written.customers.length -
      (await count('select count(*) as n from customers where email = any($1)', [written.customers])) +
      written.bids.length -
      (await count('select count(*) as n from bids where id = any($1::uuid[])', [written.bids])) +
      written.bookings.length -
      (await count(`select count(*) as n from bookings where status = 'confirmed' and partner_order_id = any($1)`, [
        written.bookings,
      ]));
    const { rows: twice } = await db.query(
      `select id, type, attempts, created_at, done_at from jobs
       where done_at is not null and attempts > 1 and last_error is null order by id`,
    );
    const missed = [];
    for (const result of results) {
      const { rows } = await db.query(
        'select id, bid_id, status, origin, created_at from bid_events where customer_id = $1 order by id',
        [result.customerId],
      );
      const seen = new Set(result.stream.ids());
      const last = Math.max(0, ...seen);
      for (const row of rows.filter((event) => !seen.has(Number(event.id)))) {
        missed.push({ ...row, journey: result.n, lastSeen: last, reconnections: result.stream.reconnections() });
      }
    }
    const notSeenLive = results.filter((result) => !result.live).map((result) => result.n);
    return {
      rows: [
        ['acknowledged writes lost', String(lost)],
        ['jobs run twice', String(twice.length)],
        ['events missed by a stream', String(missed.length)],
      ],
      details: [
        ...twice.map((job) => `- job run twice: ${JSON.stringify(job)}`),
        ...missed.map((event) => `- event missed: ${JSON.stringify(event)}`),
        ...notSeenLive.map((n) => `- journey ${n}: its counter-offer did not reach its open stream within 60 s`),
      ],
    };
  } finally {
    await db.end();
  }
}
