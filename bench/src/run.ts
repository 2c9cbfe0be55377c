import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { checkoutToConfirmedMs } from './booking.ts';
import { decisionToEventMs, firstHotelsMs } from './latency.ts';
import { startApi, startBare, startPartner } from './servers.ts';
import { loadTargets, prepare, type Target } from './targets.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bidstay_bench';

type Row = { driver: string; route: string; reqPerSec: number; p50: number; p99: number; ratio: number };

async function load(url: string, target: Partial<Target>, duration = DURATION_S) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A warm-up, then the median of several runs; answers that are not 2xx fail the benchmark. */
async function measure(url: string, target: Partial<Target> = {}) {
  await load(url, target, 2);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await load(url, target));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  if (errors > 0) throw new Error(`${url}: ${errors} failed answers under load`);
  return {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  };
}

async function postgresAvailable() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL.replace(/\/[^/]*$/, '/postgres') });
  try {
    await admin.connect();
    await admin.query('drop database if exists bidstay_bench with (force)');
    await admin.query('create database bidstay_bench');
    return true;
  } catch {
    return false;
  } finally {
    await admin.end().catch(() => {});
  }
}

const latencies: Record<string, unknown> = {};

async function benchDriver(driver: string, bare: number, partnerUrl: string, databaseUrl?: string): Promise<Row[]> {
  const api = await startApi(4301, partnerUrl, databaseUrl);
  try {
    const prepared = await prepare(api);
    // Bookings first, so that orderInformation reads a customer who has some.
    const checkoutMs = await checkoutToConfirmedMs(api, prepared);
    const rows: Row[] = [];
    for (const target of loadTargets(prepared)) {
      const figures = await measure(`${api.url}${target.path}`, target);
      rows.push({ driver, route: target.name, ...figures, ratio: figures.reqPerSec / bare });
    }
    latencies[driver] = {
      firstHotelsMs: await firstHotelsMs(prepared),
      decisionToEventMs: await decisionToEventMs(api, prepared),
      checkoutToConfirmedMs: checkoutMs,
    };
    return rows;
  } finally {
    await api.stop();
  }
}

const bareServer = await startBare(4300);
const ceiling = await measure(`${bareServer.url}/bare`);
await bareServer.stop();
const rows: Row[] = [{ driver: '-', route: 'bare Fastify route', ...ceiling, ratio: 1 }];
const partner = await startPartner(4302);
try {
  rows.push(...(await benchDriver('pglite', ceiling.reqPerSec, partner.url)));
  if (await postgresAvailable())
    rows.push(...(await benchDriver('postgres', ceiling.reqPerSec, partner.url, POSTGRES_URL)));
  else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);
} finally {
  await partner.stop();
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s, median of ${RUNS} runs, ${cpus().length} cores\n`);
console.table(
  rows.map((row) => ({
    driver: row.driver,
    route: row.route,
    'req/s': Math.round(row.reqPerSec),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'vs bare': `${(row.ratio * 100).toFixed(1)}%`,
  })),
);
console.log('latency (ms):', JSON.stringify(latencies, null, 2));
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/latest.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, rows, latencies }, null, 2),
);
