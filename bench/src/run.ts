import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import { checkoutToConfirmedMs } from './booking.ts';
import { bidsInTurn } from './bid-pool.ts';
import { routeBundles, WEB_DIST } from './bundle.ts';
import {
  bidChanceMs,
  decisionToEventMs,
  decisionToPushMs,
  firstHotelsMs,
  forgotPasswordMs,
  submitToDecisionMs,
} from './latency.ts';
import { auditPages, LIGHTHOUSE_RUNS, type PageScores } from './lighthouse.ts';
import { CONNECTIONS, DURATION_S, measure, measureInTurn, RUNS, type Endpoint, type Figures } from './load.ts';
import { apiSection, latencySections, pagesSection, printSection, scaleSections, type Row } from './report.ts';
import { writeResults } from './results.ts';
import { SCALE_HOTELS, benchScale, type Scale } from './scale.ts';
import { benchSimulator, benchSimulatorRoute, simulatorSection } from './simulator.ts';
import { buildApi } from '../../apps/api/build.mjs';
import { recreateDatabase, withDatabase } from '../../apps/api/scratch-databases.mjs';
import { startApi, startCeiling, startPartner, using, type Api, type Server } from './servers.ts';
import { BARE_POST_BODY, loadTargets, prepare, type Ceiling, type Target } from './targets.ts';

/** The run's clock: its results file is named by the day it started. */
const STARTED = new Date();
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bidstay_bench';
/** `1`: the routes, then the catalogue at the partner's size; `only`: the catalogue at size alone. */
const SCALE = process.env.BENCH_SCALE === '1' || process.env.BENCH_SCALE === 'only';
const ROUTES = process.env.BENCH_SCALE !== 'only';
/** `BENCH_ROUTES=newCreateBid,bidChance`: only the routes whose names hold one of these (the ceilings and latencies always). */
const CHOSEN = process.env.BENCH_ROUTES?.split(',').map((part) => part.trim());
const chosen = (route: string) => !CHOSEN || CHOSEN.some((part) => route.includes(part));
/** `BENCH_DRIVERS=postgres`: the routes on these drivers only (both by default), e.g. to profile one. */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((part) => part.trim());
/** Bids under load at this share of the listed price: the bench rule counters them. */
const BID_SHARE = 0.6;

type Ceilings = Record<Ceiling, Figures>;

/** The BENCH_ variables the run was given; the database's address only when `off` (it may hold a password). */
function benchSettings() {
  const shown = Object.entries(process.env).filter(
    ([name, value]) => name.startsWith('BENCH_') && (name !== 'BENCH_DATABASE_URL' || value === 'off'),
  );
  return shown.map(([name, value]) => `${name}=${value}`).join(', ') || 'the defaults';
}

/** What the results file says first: the code and machine measured, and with what settings. */
function resultsIntro(commit: string, machine: string) {
  const lighthouse = LIGHTHOUSE_RUNS > 0 ? `Lighthouse median of ${LIGHTHOUSE_RUNS}` : 'no Lighthouse';
  return [
    `At ${commit || 'an unknown commit'}, ${machine}: ${CONNECTIONS} connections, ${DURATION_S} s after a warm-up, ` +
      `median of ${RUNS} runs; ${lighthouse}.`,
    `Settings: ${benchSettings()}. How to read it: [docs/benchmarks.md](../../docs/benchmarks.md).`,
  ];
}

const CEILING_NAMES: Record<Ceiling, string> = {
  bare: 'bare Fastify route (ceiling)',
  barePost: 'bare Fastify POST, 25 ids (ceiling)',
  select: 'raw point select (ceiling)',
  insert: 'raw insert (ceiling)',
};
const CEILINGS = Object.keys(CEILING_NAMES) as Ceiling[];

const databaseUrl = (name: string) => withDatabase(POSTGRES_URL, name);

/** Fresh scratch databases for the API and the ceilings; false when the server is not reachable. */
async function recreatePostgres(names: string[]) {
  try {
    for (const name of names) await recreateDatabase(databaseUrl('postgres'), name);
    return true;
  } catch {
    return false;
  }
}

function ensureWebBuild() {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  const built = spawnSync('npm', ['run', 'build', '--workspace', '@bidstay/web'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
}

/** The ceiling server's routes, by ceiling. */
async function ceilingEndpoints({ url, pid }: Server): Promise<Record<Ceiling, Endpoint>> {
  const { id } = (await (await fetch(`${url}/sample`)).json()) as { id: string };
  return {
    bare: { url: `${url}/bare`, pid },
    barePost: {
      url: `${url}/bare`,
      pid,
      method: 'POST',
      body: BARE_POST_BODY,
      headers: { 'content-type': 'application/json' },
    },
    select: { url: `${url}/select?id=${id}`, pid },
    insert: { url: `${url}/insert`, method: 'POST', pid },
  };
}

async function measureCeilings(endpoints: Record<Ceiling, Endpoint>): Promise<Ceilings> {
  const figures = await measureInTurn(CEILINGS.map((kind) => endpoints[kind]));
  return Object.fromEntries(CEILINGS.map((kind, index) => [kind, figures[index]!])) as Ceilings;
}

const mean = (a: Figures, b: Figures): Figures => ({
  reqPerSec: (a.reqPerSec + b.reqPerSec) / 2,
  p50: (a.p50 + b.p50) / 2,
  p99: (a.p99 + b.p99) / 2,
  timeouts: a.timeouts + b.timeouts,
  cpuUs: a.cpuUs === undefined || b.cpuUs === undefined ? undefined : (a.cpuUs + b.cpuUs) / 2,
  runs: [...a.runs, ...b.runs],
});

/** The route's share of its ceiling in each run of the two loaded in turn: the lowest and the highest. */
function shareRange(figures: Figures, inTurn: Figures): [number, number] {
  const shares = figures.runs.map((reqPerSec, run) => reqPerSec / inTurn.runs[run]!);
  return [Math.min(...shares), Math.max(...shares)];
}

/** `inTurn`: the route's ceiling loaded in turn with it, which its share is then of. */
function toRow(
  driver: string,
  target: Pick<Target, 'name' | 'goal' | 'body' | 'next'>,
  figures: Figures,
  ceilings: Ceilings,
  inTurn?: Figures,
): Row {
  const goal = target.goal;
  const vsBare = figures.reqPerSec / ceilings.bare.reqPerSec;
  const vsBarePost =
    target.body === undefined && !target.next ? undefined : figures.reqPerSec / ceilings.barePost.reqPerSec;
  const cpuVsBare = figures.cpuUs && ceilings.bare.cpuUs && ceilings.bare.cpuUs / figures.cpuUs;
  const share = figures.reqPerSec / (inTurn ?? ceilings[goal?.ceiling ?? 'bare']).reqPerSec;
  const p99Bound = driver === 'postgres' ? goal?.p99OnPostgres : undefined;
  const met = goal && share >= goal.share && (p99Bound === undefined || figures.p99 < p99Bound);
  const ceiling = goal?.ceiling ?? 'bare';
  const range = inTurn && shareRange(figures, inTurn);
  return {
    driver,
    route: target.name,
    ...figures,
    ceiling,
    inTurn,
    vsBare,
    vsBarePost,
    cpuVsBare,
    share,
    range,
    goal,
    met,
  };
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
const ceilingDrift: Record<string, Record<string, number>> = {};
let pages: Record<string, PageScores> = {};
const scales: Scale[] = [];
let simulatorRouteMs: Record<string, number> | undefined;

type Measured = { target: Target; figures: Figures; inTurn?: Figures };

/**
 * A route with a target, loaded in turn with its ceiling (ceiling, route, ceiling, …): a change in this shared
 * machine's load falls on both. A route whose load leaves work (newCreateBid's decisions and mails) lasts until that
 * work is done (`leavesWork`), so none of it slows the ceiling loaded after it.
 */
async function measureTarget(api: Api, target: Target, ceilings: Record<Ceiling, Endpoint>): Promise<Measured> {
  const route: Endpoint = {
    url: `${api.url}${target.path}`,
    pid: api.pid,
    method: target.method,
    body: target.body,
    headers: target.headers,
    status: target.status,
    leavesWork: target.leavesWork,
    next: target.next,
  };
  if (!target.goal) return { target, figures: await measure(route) };
  const [inTurn, figures] = await measureInTurn([ceilings[target.goal.ceiling], route]);
  return { target, figures: figures!, inTurn };
}

/** The API's routes under load, its latencies and (on PGlite) its pages. */
async function benchApi(driver: string, api: Api, ceilings: Record<Ceiling, Endpoint>) {
  catalogueMs[driver] = api.catalogueMs;
  const prepared = await prepare(api);
  // Bookings first, so that orderInformation reads a customer who has some.
  const checkoutMs = await checkoutToConfirmedMs(api, prepared);
  // Pages before the load, so that no job left by it runs beside Lighthouse.
  if (driver === 'pglite' && LIGHTHOUSE_RUNS > 0) pages = await pagesOf(api, prepared.hid);
  const nextBid = chosen('newCreateBid') ? await bidsInTurn(api, prepared, BID_SHARE) : undefined;
  const measured: Measured[] = [];
  for (const target of loadTargets(prepared, nextBid).filter(({ name }) => chosen(name)))
    measured.push(await measureTarget(api, target, ceilings));
  latencies[driver] = {
    firstHotelsMs: await firstHotelsMs(prepared),
    decisionToEventMs: await decisionToEventMs(api, prepared),
    decisionToPushMs: await decisionToPushMs(api, prepared),
    submitToDecisionMs: await submitToDecisionMs(api, prepared),
    bidChanceMs: await bidChanceMs(api, prepared),
    checkoutToConfirmedMs: checkoutMs,
    forgotPasswordMs: await forgotPasswordMs(prepared),
  };
  return measured;
}

/** One driver: its ceilings before and after the API's routes (their mean is the ceiling), then the rows. */
function benchDriver(driver: 'pglite' | 'postgres', partnerUrl: string) {
  const ceilingDriver = driver === 'pglite' ? 'pglite' : databaseUrl('bidstay_bench_ceiling');
  return using(startCeiling(ceilingDriver), async (ceiling) => {
    const endpoints = await ceilingEndpoints(ceiling);
    const before = await measureCeilings(endpoints);
    const apiDatabase = driver === 'postgres' ? databaseUrl('bidstay_bench') : undefined;
    const measured = await using(startApi(partnerUrl, apiDatabase), (api) => benchApi(driver, api, endpoints));
    const after = await measureCeilings(endpoints);
    const ceilings = Object.fromEntries(CEILINGS.map((kind) => [kind, mean(before[kind], after[kind])])) as Ceilings;
    ceilingDrift[driver] = Object.fromEntries(CEILINGS.map((k) => [k, after[k].reqPerSec / before[k].reqPerSec]));
    for (const kind of CEILINGS) rows.push(toRow(driver, { name: CEILING_NAMES[kind] }, ceilings[kind], ceilings));
    for (const { target, figures, inTurn } of measured) rows.push(toRow(driver, target, figures, ceilings, inTurn));
  });
}

/** The routes on PGlite and PostgreSQL beside their ceilings, and the simulator's route on PostgreSQL. */
async function benchRoutes(url: string) {
  if (DRIVERS.includes('pglite')) await benchDriver('pglite', url);
  if (!DRIVERS.includes('postgres')) return;
  if (POSTGRES_URL === 'off') console.log('BENCH_DATABASE_URL=off: PostgreSQL skipped');
  else if (await recreatePostgres(['bidstay_bench', 'bidstay_bench_ceiling'])) {
    await benchDriver('postgres', url);
    if (await recreatePostgres(['bidstay_bench_simulator']))
      simulatorRouteMs = await benchSimulatorRoute(url, databaseUrl('bidstay_bench_simulator'));
  } else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped`);
}

/** The scale's scratch databases' prefix: benches of other checkouts on one server name theirs apart. */
const SCALE_DATABASES = process.env.BENCH_SCALE_DATABASES ?? 'bidstay_scale';

/** The catalogue at the partner's size on each driver (issue 35), PostgreSQL on scratch databases of its own. */
async function benchScales(partnerUrl: string) {
  if (SCALE_HOTELS.pglite > 0) scales.push(await benchScale(partnerUrl, 'pglite'));
  if (
    SCALE_HOTELS.postgres === 0 ||
    POSTGRES_URL === 'off' ||
    !(await recreatePostgres([`${SCALE_DATABASES}_base`, `${SCALE_DATABASES}_large`]))
  )
    return;
  const databases = { base: databaseUrl(`${SCALE_DATABASES}_base`), large: databaseUrl(`${SCALE_DATABASES}_large`) };
  scales.push(await benchScale(partnerUrl, 'postgres', databases));
}

ensureWebBuild();
// The API runs as `npm start` runs it: built first (decision 022).
await buildApi();
await using(startPartner(), async ({ url }) => {
  if (ROUTES) await benchRoutes(url);
  if (SCALE) await benchScales(url);
});
const bundles = routeBundles();

const simulator = ROUTES ? { ...benchSimulator(), routeMs: simulatorRouteMs } : undefined;
const settings = { connections: CONNECTIONS, durationS: DURATION_S, runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS };
const sections = [
  apiSection(rows, ceilingDrift),
  ...latencySections(latencies, catalogueMs),
  pagesSection(pages, bundles),
  ...scales.flatMap(scaleSections),
  ...(simulator ? [simulatorSection(simulator)] : []),
];
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`;
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s after a warm-up, median of ${RUNS} runs, ${machine}`);
for (const section of sections) printSection(section);
const written = writeResults(new URL('../results/', import.meta.url), STARTED, hostname(), {
  title: `Bench run of ${STARTED.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${hostname()}`,
  intro: resultsIntro(commit, machine),
  sections,
  figures: {
    date: STARTED.toISOString(),
    commit,
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    settings,
    rows,
    ceilingDrift,
    latencies,
    catalogueMs,
    pages,
    bundles,
    scales,
    simulator,
  },
});
console.log(`\nResults: ${written}.md and .json`);
