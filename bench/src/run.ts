import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { checkoutToConfirmedMs } from './booking.ts';
import { routeBundles, WEB_DIST } from './bundle.ts';
import { decisionToEventMs, firstHotelsMs } from './latency.ts';
import { auditPages, LIGHTHOUSE_RUNS, type PageScores } from './lighthouse.ts';
import { CONNECTIONS, DURATION_S, measure, RUNS, type Figures } from './load.ts';
import { printApi, printLatencies, printPages, printScale, type Row } from './report.ts';
import { startApi, startCeiling, startPartner, type Api, type Server } from './servers.ts';
import { loadTargets, prepare, type Goal, type Target } from './targets.ts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bidstay_bench';
const SCALE = process.env.BENCH_SCALE === '1';
const SCALE_HOTELS = 100_000;

type Ceilings = Record<Goal['ceiling'], Figures>;

const databaseUrl = (name: string) => POSTGRES_URL.replace(/\/[^/]*$/, `/${name}`);

/** Fresh scratch databases for the API and the ceilings; false when the server is not reachable. */
async function recreatePostgres(names: string[]) {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  try {
    await admin.connect();
    for (const name of names) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    return true;
  } catch {
    return false;
  } finally {
    await admin.end().catch(() => {});
  }
}

function ensureWebBuild() {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
}

/** Runs `use` with a server started for it, and stops the server whatever happens. */
async function using<S extends Server, T>(starting: Promise<S>, use: (server: S) => Promise<T>): Promise<T> {
  const server = await starting;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** The raw point select and insert through `driver`, each behind a bare route. */
function measureCeilings(driver: string, bare: Figures): Promise<Ceilings> {
  return using(startCeiling(driver), async ({ url }) => {
    const { id } = (await (await fetch(`${url}/sample`)).json()) as { id: string };
    const select = await measure(`${url}/select?id=${id}`);
    const insert = await measure(`${url}/insert`, { method: 'POST' });
    return { bare, select, insert };
  });
}

function toRow(driver: string, target: Pick<Target, 'name' | 'goal'>, figures: Figures, ceilings: Ceilings): Row {
  const goal = target.goal;
  const vsBare = figures.reqPerSec / ceilings.bare.reqPerSec;
  const share = figures.reqPerSec / ceilings[goal?.ceiling ?? 'bare'].reqPerSec;
  const p99Bound = driver === 'postgres' ? goal?.p99OnPostgres : undefined;
  const met = goal && share >= goal.share && (p99Bound === undefined || figures.p99 < p99Bound);
  return { driver, route: target.name, ...figures, ceiling: goal?.ceiling ?? 'bare', vsBare, share, goal, met };
}

async function measureTargets(api: Api, targets: Target[]) {
  const figures = new Map<string, Figures>();
  for (const target of targets) figures.set(target.name, await measure(`${api.url}${target.path}`, target));
  return figures;
}

async function pagesOf(api: Api, hid: number) {
  const regions = (await (await fetch(`${api.url}/api/regions`)).json()) as { id: number; name: string }[];
  const stockholm = regions.find((region) => region.name === 'Stockholm') ?? regions[0]!;
  return auditPages(api.url, {
    '/home': '/home',
    '/city/:id': `/city/${stockholm.id}`,
    '/hotel/:hotelId': `/hotel/${hid}`,
    '/signin': '/signin',
  });
}

const rows: Row[] = [];
const latencies: Record<string, unknown> = {};
const catalogueMs: Record<string, number> = {};
let pages: Record<string, PageScores> = {};
let scale: { route: string; base: Figures; large: Figures }[] = [];

/** Each driver: its ceilings, then the API's routes, latencies and (on PGlite) the pages; answers the routes' figures. */
async function benchDriver(driver: 'pglite' | 'postgres', bare: Figures, partnerUrl: string) {
  const ceilings = await measureCeilings(driver === 'pglite' ? 'pglite' : databaseUrl('bidstay_bench_ceiling'), bare);
  rows.push(toRow(driver, { name: 'raw point select (ceiling)' }, ceilings.select, ceilings));
  rows.push(toRow(driver, { name: 'raw insert (ceiling)' }, ceilings.insert, ceilings));
  const databaseUrlOfApi = driver === 'postgres' ? databaseUrl('bidstay_bench') : undefined;
  return using(startApi(partnerUrl, databaseUrlOfApi), async (api) => {
    catalogueMs[driver] = api.catalogueMs;
    const prepared = await prepare(api);
    // Bookings first, so that orderInformation reads a customer who has some.
    const checkoutMs = await checkoutToConfirmedMs(api, prepared);
    // Pages before the load, so that no job left by it runs beside Lighthouse.
    if (driver === 'pglite' && LIGHTHOUSE_RUNS > 0) pages = await pagesOf(api, prepared.hid);
    const targets = loadTargets(prepared);
    const figures = await measureTargets(api, targets);
    for (const target of targets) rows.push(toRow(driver, target, figures.get(target.name)!, ceilings));
    latencies[driver] = {
      firstHotelsMs: await firstHotelsMs(prepared),
      decisionToEventMs: await decisionToEventMs(api, prepared),
      checkoutToConfirmedMs: checkoutMs,
    };
    return figures;
  });
}

/** The search routes again with a 100,000-hotel partner catalogue, beside the default catalogue's figures. */
function benchScale(base: Map<string, Figures>) {
  return using(startPartner(SCALE_HOTELS), (partner) =>
    using(startApi(partner.url), async (api) => {
      catalogueMs[`pglite, ${SCALE_HOTELS} hotels`] = api.catalogueMs;
      const targets = loadTargets(await prepare(api)).filter((target) => target.search);
      const large = await measureTargets(api, targets);
      return targets.map(({ name }) => ({ route: name, base: base.get(name)!, large: large.get(name)! }));
    }),
  );
}

ensureWebBuild();
const bare = await using(startCeiling(), ({ url }) => measure(`${url}/bare`));
rows.push(toRow('-', { name: 'bare Fastify route (ceiling)' }, bare, { bare, select: bare, insert: bare }));
const pgliteFigures = await using(startPartner(), async ({ url }) => {
  const figures = await benchDriver('pglite', bare, url);
  if (POSTGRES_URL === 'off') console.log('BENCH_DATABASE_URL=off: PostgreSQL skipped');
  else if (await recreatePostgres(['bidstay_bench', 'bidstay_bench_ceiling'])) await benchDriver('postgres', bare, url);
  else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);
  return figures;
});
if (SCALE) scale = await benchScale(pgliteFigures);
const bundles = routeBundles();

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s after a warm-up, median of ${RUNS} runs, ${cpus().length} cores`,
);
printApi(rows);
printLatencies(latencies, catalogueMs);
printPages(pages, bundles);
if (scale.length) printScale(scale);
mkdirSync(new URL('../results', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/latest.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      settings: {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        runs: RUNS,
        lighthouseRuns: LIGHTHOUSE_RUNS,
        scale: SCALE,
      },
      rows,
      latencies,
      catalogueMs,
      pages,
      bundles,
      scale,
    },
    null,
    2,
  ),
);
