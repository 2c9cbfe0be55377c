import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const CONNECTIONS = 50;
const WARM_UP_S = 2;
const TIMEOUT_S = 30;
/** What every browser asks for: the server may compress, as it would for a customer. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export type Request = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** The status every answer must have; without it, any 2xx. */
  status?: number;
  /**
   * The load leaves work that runs after it (a bid's rule and mails, in the worker): each run then lasts until the
   * server process is idle again, so that none of it slows the next load, and its CPU a request and `withWorkPerSec`
   * count that time.
   */
  leavesWork?: boolean;
  /** Each request's body and headers, in turn: for a route whose requests may not repeat. */
  next?: () => { body: unknown; headers: Record<string, string> };
};

/** autocannon's requests for a load whose every request is built by `next`. */
function builtInTurn(next: NonNullable<Request['next']>): autocannon.Request[] {
  const setupRequest = (request: autocannon.Request) => {
    const { body, headers } = next();
    return { ...request, body: JSON.stringify(body), headers: { ...request.headers, ...headers } };
  };
  return [{ setupRequest }];
}

/**
 * `timeouts`: requests still unanswered after TIMEOUT_S, a timing and not a failure. `cpuUs`: the server process's CPU
 * time per request (Linux), which the load generator's own share of the machine does not move. `runs`: the req/s of
 * each run, in order (a route's `reqPerSec` is their median). `withWorkPerSec`: for a load that leaves work, the
 * requests a second with that work done, over the load and the time the work took after it.
 */
export type Figures = {
  reqPerSec: number;
  withWorkPerSec?: number;
  p50: number;
  p99: number;
  timeouts: number;
  cpuUs?: number;
  runs: number[];
};

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const US_PER_TICK = 10_000;

/** The CPU time (user and system) the process has used, in µs; undefined where /proc is not there. */
function cpuTimeUs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * US_PER_TICK;
  } catch {
    return undefined;
  }
}

/** A process using less than this share of a core over a window is idle: the work a load left is done. */
const IDLE_SHARE = 0.1;
const IDLE_WINDOW_MS = 500;
/** Past this, the run counts the time waited and goes on: the bench never fails on a timing. */
const MAX_SETTLE_S = 900;

/** Waits until the process is idle; the seconds it worked on before that. */
async function settled(pid: number): Promise<number> {
  const started = performance.now();
  let before = cpuTimeUs(pid) ?? 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const after = cpuTimeUs(pid) ?? 0;
    const busy = performance.now() - started - IDLE_WINDOW_MS;
    if (after - before < IDLE_SHARE * IDLE_WINDOW_MS * 1000) return busy / 1000;
    if (busy > MAX_SETTLE_S * 1000) {
      console.log(`process ${pid} still busy ${MAX_SETTLE_S} s after its load: its figures count that long`);
      return busy / 1000;
    }
    before = after;
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function unexpectedAnswers(result: autocannon.Result, status?: number) {
  if (status === undefined) return result.non2xx;
  const expected = result.statusCodeStats?.[`${status}`]?.count ?? 0;
  return result['2xx'] + result.non2xx - expected;
}

async function load(url: string, request: Request & { pid?: number }, duration: number) {
  const cpuBefore = cpuTimeUs(request.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: TIMEOUT_S,
    method: request.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    requests: request.next && builtInTurn(request.next),
  });
  const settleS = request.leavesWork && request.pid !== undefined ? await settled(request.pid) : 0;
  const cpuAfter = cpuTimeUs(request.pid);
  const cpuUs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return {
    cpuUs,
    reqPerSec: result.requests.average,
    withWorkPerSec: request.leavesWork ? result.requests.total / (result.duration + settleS) : undefined,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    failed: unexpectedAnswers(result, request.status) + result.errors - result.timeouts,
    statuses: Object.keys(result.statusCodeStats ?? {}).join(', '),
  };
}

/** `pid`: the process that serves it, whose CPU time per request is measured. */
export type Endpoint = Request & { url: string; pid?: number };

/**
 * Each endpoint warmed up, then loaded in turn, run after run, so that a change in the load of
 * this shared machine falls on all alike; the median of each. Answers that are not 2xx (or not
 * the endpoint's `status`) fail the benchmark, timings never do.
 */
export async function measureInTurn(endpoints: Endpoint[]): Promise<Figures[]> {
  for (const endpoint of endpoints) await load(endpoint.url, endpoint, WARM_UP_S);
  const runs = endpoints.map(() => [] as Awaited<ReturnType<typeof load>>[]);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, endpoint] of endpoints.entries())
      runs[index]!.push(await load(endpoint.url, endpoint, DURATION_S));
  }
  return endpoints.map(({ url, leavesWork }, index) => {
    const figures = runs[index]!;
    const failed = figures.reduce((sum, run) => sum + run.failed, 0);
    const statuses = figures.map((run) => run.statuses).join(', ');
    if (failed > 0) throw new Error(`${url}: ${failed} failed answers under load (statuses: ${statuses})`);
    return {
      reqPerSec: median(figures.map((r) => r.reqPerSec)),
      p50: median(figures.map((r) => r.p50)),
      p99: median(figures.map((r) => r.p99)),
      timeouts: figures.reduce((sum, run) => sum + run.timeouts, 0),
      cpuUs: figures[0]?.cpuUs === undefined ? undefined : median(figures.map((r) => r.cpuUs!)),
      withWorkPerSec: leavesWork ? median(figures.map((r) => r.withWorkPerSec!)) : undefined,
      runs: figures.map((r) => r.reqPerSec),
    };
  });
}

export const measure = async (endpoint: Endpoint) => (await measureInTurn([endpoint]))[0]!;
