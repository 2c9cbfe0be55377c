import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const CONNECTIONS = 50;
const WARM_UP_S = 2;
const TIMEOUT_S = 30;

export type Request = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
};

/** `timeouts`: requests still unanswered after TIMEOUT_S, a timing and not a failure. */
export type Figures = { reqPerSec: number; p50: number; p99: number; timeouts: number };

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function load(url: string, request: Request, duration: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: TIMEOUT_S,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    failed: result.non2xx + result.errors - result.timeouts,
    statuses: Object.keys(result.statusCodeStats ?? {}).join(', '),
  };
}

/** A warm-up, then the median of several runs; answers that are not 2xx fail the benchmark, timings never do. */
export async function measure(url: string, request: Request = {}): Promise<Figures> {
  await load(url, request, WARM_UP_S);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await load(url, request, DURATION_S));
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const statuses = runs.map((run) => run.statuses).join(', ');
  if (failed > 0) throw new Error(`${url}: ${failed} failed answers under load (statuses: ${statuses})`);
  return {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
  };
}
