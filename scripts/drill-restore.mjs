// `npm run drill:restore`: a point-in-time restore, timed. A scratch PostgreSQL cluster (Debian's pg_createcluster, on a
// spare port, WAL archiving on; the running 5432 cluster is never touched), the API on it, a base backup
// (pg_basebackup), bookings and bids made through the API, a destructive mistake (`delete from bookings`), a restore of
// the backup and the archived WAL to just before it into a new cluster, a check that every booking and bid is back,
// and the API started on it. It prints a table and writes it to docs/reports/restore-drill.md.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PASSWORD, client, journey } from './drills/journey.mjs';
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

const JOURNEYS = Number(process.env.DRILL_JOURNEYS ?? 4);
const VERSION = readdirSync('/usr/lib/postgresql').sort().at(-1);
/** A tar of the data folder, compressed, with the WAL it needs; a checkpoint at once rather than spread. */
const BASE_BACKUP = ['-Ft', '-z', '-X', 'fetch', '-c', 'fast'];
const SUPPLIER = { email: 'drill-supplier@bidstay.test', password: 'Supplier123' };

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const run = (command, args) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const asPostgres = (command, args) => run('runuser', ['-u', 'postgres', '--', command, ...args]);

ensureDebianPackage('/usr/bin/pg_createcluster', 'postgresql-common');
ensureDebianPackage(`/usr/lib/postgresql/${VERSION}/bin/pg_basebackup`, `postgresql-${VERSION}`);
const scratch = scratchFolder('bidstay-restore-drill-');
const archive = join(scratch, 'wal-archive');
const backup = join(scratch, 'base-backup');
mkdirSync(archive);
mkdirSync(backup);
run('chown', ['-R', 'postgres:postgres', scratch]);
chmodSync(scratch, 0o755);
const id = randomUUID().slice(0, 8);
const clusters = [];
const stops = [];
let succeeded = false;

/** A new cluster of Debian's on a spare port, trusting local connections, with `settings` in a file of its conf.d. */
async function createCluster(name, settings) {
  const port = await freePort();
  run('pg_createcluster', [VERSION, name, '-p', String(port), '--', '--auth-local=trust', '--auth-host=trust']);
  clusters.push(name);
  const lines = Object.entries(settings).map(([key, value]) => `${key} = '${value.replaceAll("'", "''")}'`);
  writeFileSync(`/etc/postgresql/${VERSION}/${name}/conf.d/drill.conf`, `${lines.join('\n')}\n`);
  const dataDir = `/var/lib/postgresql/${VERSION}/${name}`;
  return { name, port, url: `postgres://postgres@127.0.0.1:${port}/bidstay`, dataDir };
}

const ctl = (cluster, action) => run('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, cluster.name, action]);

async function query(url, text, values) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

const ids = async (url, table) => (await query(url, `select id::text from ${table} order by id`)).map((row) => row.id);

try {
  const original = await createCluster(`drill_${id}`, {
    listen_addresses: '127.0.0.1',
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `test ! -f ${archive}/%f && cp %p ${archive}/%f`,
  });
  ctl(original, 'start');
  await query(original.url.replace('/bidstay', '/postgres'), 'create database bidstay');
  const outdir = await buildDrillApi();
  stops.push(() => rmSync(outdir, { recursive: true, force: true }));
  const partnerPort = await freePort();
  const partner = background(process.execPath, ['--import', 'tsx', 'bench/src/partner-server.ts', partnerPort, '300']);
  stops.push(() => partner.stop());
  await waitForOk(`http://127.0.0.1:${partnerPort}/sandbox/etg/images/640x400/1-1.svg`, 60_000);
  const env = (cluster, dataDir) => ({
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    JWT_SECRET: `drill-secret-${id}-0123456789abcdef0123456789`,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ETG_KEY_ID: '1000',
    ETG_API_KEY: 'sandbox-key',
    ETG_BASE_URL: `http://127.0.0.1:${partnerPort}/sandbox/etg`,
    TRUST_PROXY: '127.0.0.1',
    METRICS_PORT: '0',
    SHED_EVENT_LOOP_DELAY_MS: '0',
  });
  const apiData = join(scratch, 'api');
  const api = apiCopy({
    name: 'api',
    outdir,
    port: await freePort(),
    env: env(original, apiData),
    logFile: join(scratch, 'api.log'),
  });
  stops.push(() => api.terminate());
  await api.start();
  await waitForOk(`${api.url}/api/health?ready=catalogue`);
  const supplier = ['--email', SUPPLIER.email, '--password', SUPPLIER.password, '--name', 'Drill', '--all'];
  await runEntry(outdir, 'create-supplier', supplier, { ...process.env, ...env(original, join(scratch, 'supplier')) });

  const backupStarted = Date.now();
  asPostgres('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(original.port),
    '-U',
    'postgres',
    '-D',
    backup,
    ...BASE_BACKUP,
  ]);
  const backupMs = Date.now() - backupStarted;
  const backupBytes = readdirSync(backup).reduce((sum, file) => sum + statSync(join(backup, file)).size, 0);

  const call = client(api.url, () => {});
  const signIn = await call('/api/authenticateCustomer', { method: 'POST', body: SUPPLIER });
  const supplierToken = JSON.parse(signIn.text).access_token;
  const written = { customers: [], bids: [], bookings: [] };
  const payAt = async () => ({ call, release: () => {} });
  const journeys = [];
  for (let n = 1; n <= JOURNEYS; n += 1) {
    journeys.push(await journey(n, { call, baseUrl: api.url, runId: id, supplierToken, payAt, written }));
  }
  await Promise.all(journeys.map((done) => done.stream.close()));
  await api.terminate();
  const before = { bookings: await ids(original.url, 'bookings'), bids: await ids(original.url, 'bids') };
  const [{ target }] = await query(original.url, 'select now()::text as target');
  await sleep(1000);
  const [{ deleted }] = await query(
    original.url,
    'with gone as (delete from bookings returning 1) select count(*)::int as deleted from gone',
  );
  const [{ wal }] = await query(original.url, 'select pg_walfile_name(pg_switch_wal()) as wal');
  await waitForArchive(original.url, wal);
  const segments = readdirSync(archive).length;
  ctl(original, 'stop');

  const restoreStarted = Date.now();
  const restored = await createCluster(`drill_${id}_restored`, {
    listen_addresses: '127.0.0.1',
    restore_command: `cp ${archive}/%f %p`,
    recovery_target_time: target,
    recovery_target_action: 'promote',
  });
  rmSync(restored.dataDir, { recursive: true, force: true });
  mkdirSync(restored.dataDir, { mode: 0o700 });
  run('tar', ['-xzf', join(backup, 'base.tar.gz'), '-C', restored.dataDir]);
  writeFileSync(join(restored.dataDir, 'recovery.signal'), '');
  run('chown', ['-R', 'postgres:postgres', restored.dataDir]);
  ctl(restored, 'start');
  await waitForPromotion(restored.url);
  const restoreMs = Date.now() - restoreStarted;
  const after = { bookings: await ids(restored.url, 'bookings'), bids: await ids(restored.url, 'bids') };
  const missing = (kind) => before[kind].filter((row) => !after[kind].includes(row)).length;

  const apiStarted = Date.now();
  const again = apiCopy({
    name: 'api',
    outdir,
    port: await freePort(),
    env: env(restored, apiData),
    logFile: join(scratch, 'api.log'),
  });
  stops.push(() => again.terminate());
  await again.start();
  const apiMs = Date.now() - apiStarted;
  const customer = journeys.find((done) => done.status === 'confirmed') ?? journeys[0];
  const token = JSON.parse(
    (
      await client(again.url, () => {})('/api/authenticateCustomer', {
        method: 'POST',
        body: { email: customer.email, password: PASSWORD },
      })
    ).text,
  ).access_token;
  const bookingsPage = await fetch(`${again.url}/api/getPurchases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: customer.email }),
  });
  const purchases = bookingsPage.ok ? (await bookingsPage.json()).length : `answer ${bookingsPage.status}`;

  await report(
    'restore-drill.md',
    'Restore drill: point-in-time recovery',
    [
      ['bookings, bids made after the base backup', `${written.bookings.length}, ${written.bids.length}`],
      ['bookings, bids before the mistake', `${before.bookings.length}, ${before.bids.length}`],
      ['bookings deleted by the mistake', String(deleted)],
      [
        `base backup (pg_basebackup ${BASE_BACKUP.join(' ')})`,
        `${seconds(backupMs)}, ${(backupBytes / 1024 / 1024).toFixed(1)} MiB`,
      ],
      ['WAL segments archived', String(segments)],
      ['restore to just before the mistake (new cluster to promoted)', seconds(restoreMs)],
      ['bookings, bids missing after the restore', `${missing('bookings')}, ${missing('bids')}`],
      ['API ready on the restored cluster', seconds(apiMs)],
      ["a customer's purchases read through it", String(purchases)],
      ['the whole drill', seconds(Date.now() - started)],
    ],
    [
      `\`npm run drill:restore\` on ${new Date().toISOString().slice(0, 10)}, PostgreSQL ${VERSION} from Debian, on this`,
      "machine's two shared cores. The runbook: docs/operations.md, Backups and restore.",
    ],
  );
  if (missing('bookings') + missing('bids') > 0 || deleted === 0) process.exitCode = 1;
  succeeded = true;
} catch (error) {
  console.error(`The drill failed: ${error.stack}\nIts files: ${scratch}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  for (const name of clusters) run('pg_dropcluster', ['--stop', VERSION, name]);
  if (succeeded) rmSync(scratch, { recursive: true, force: true });
}

/** Waits until `wal`, the segment holding the mistake that pg_switch_wal closed, is archived. */
async function waitForArchive(url, wal) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const [{ last }] = await query(url, 'select last_archived_wal as last from pg_stat_archiver');
    if (last && last >= wal) return;
    await sleep(200);
  }
  throw new Error(`${wal} was not archived within 2 minutes`);
}

async function waitForPromotion(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const promoted = await query(url, 'select not pg_is_in_recovery() as promoted').then(
      ([row]) => row.promoted,
      () => false,
    );
    if (promoted) return;
    await sleep(200);
  }
  throw new Error('the restored cluster was not promoted within 2 minutes');
}
