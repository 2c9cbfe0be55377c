import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApi, startBare, type Server } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bidstay_bench';

type Target = { name: string; path: string; headers?: Record<string, string> };
type Row = { driver: string; route: string; reqPerSec: number; p50: number; p99: number; ratio: number };

async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(url: string, headers?: Record<string, string>) {
  await load(url, headers, 2);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await load(url, headers));
  if (runs.some((run) => run.errors > 0)) throw new Error(`${url}: non-2xx answers under load`);
  return {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  };
}

async function demoSession(api: Server): Promise<Target[]> {
  const response = await fetch(`${api.url}/api/authenticateCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@bidstay.test', password: 'Demo12345' }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const headers = { authorization: `Bearer ${token}` };
  return [
    { name: 'health (select 1)', path: '/api/health' },
    { name: 'getCustomerById', path: `/api/getCustomerById?id=${id}`, headers },
  ];
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

async function benchDriver(driver: string, bareReqPerSec: number, databaseUrl?: string): Promise<Row[]> {
  const api = await startApi(4301, databaseUrl);
  try {
    const rows: Row[] = [];
    for (const target of await demoSession(api)) {
      const figures = await measure(`${api.url}${target.path}`, target.headers);
      rows.push({ driver, route: target.name, ...figures, ratio: figures.reqPerSec / bareReqPerSec });
    }
    return rows;
  } finally {
    api.stop();
  }
}

const bare = await startBare(4300);
const ceiling = await measure(`${bare.url}/bare`).finally(() => bare.stop());
const rows: Row[] = [{ driver: '-', route: 'bare Fastify route', ...ceiling, ratio: 1 }];
rows.push(...(await benchDriver('pglite', ceiling.reqPerSec)));
if (await postgresAvailable()) rows.push(...(await benchDriver('postgres', ceiling.reqPerSec, POSTGRES_URL)));
else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s, median of ${RUNS} runs\n`);
console.table(
  rows.map((row) => ({
    driver: row.driver,
    route: row.route,
    'req/s': Math.round(row.reqPerSec),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'vs bare': `${(row.ratio * 100).toFixed(0)}%`,
  })),
);
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/latest.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
