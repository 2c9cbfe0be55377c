import type { Server } from './servers.ts';
import { BENCH_RULE, MANUAL_RULES, type Prepared } from './targets.ts';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Time to the first 25 hotels of the largest city, as the city page loads them: ids, then the first chunk. */
export async function firstHotelsMs(p: Prepared, runs = 20) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const ids = await p.call<number[]>('/api/getListOfHotels', { method: 'POST', body: { region_id: p.regionId } });
    await p.call('/api/getListOfHotelsMinimal', { method: 'POST', body: ids.slice(0, 25) });
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * From a supplier's decision request to the event reaching the customer's open stream; the hotel's rule is off
 * meanwhile, so that the rule engine does not decide first.
 */
export async function decisionToEventMs(api: Server, p: Prepared, decisions = 40) {
  await p.setRule(MANUAL_RULES);
  try {
    return await decisionsToEvents(api, p, decisions);
  } finally {
    await p.setRule(BENCH_RULE);
  }
}

async function decisionsToEvents(api: Server, p: Prepared, decisions: number) {
  const abort = new AbortController();
  const response = await fetch(`${api.url}/api/events`, { headers: p.customer.headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrived = new Map<string, number>();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      for (const match of buffer.matchAll(/^data: (.+)$/gm))
        arrived.set(JSON.parse(match[1]!).bidId, performance.now());
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    }
  })();
  const times: number[] = [];
  for (let index = 0; index < decisions; index += 1) {
    const bid = await p.call<{ id: string }>('/api/newCreateBid', {
      method: 'POST',
      headers: p.customer.headers,
      body: p.bidBody(p.listed * 0.1),
    });
    const started = performance.now();
    await p.call(`/api/supplier/bids/${bid.id}/reject`, { method: 'POST', headers: p.supplier.headers });
    while (!arrived.has(bid.id)) await new Promise((resolve) => setTimeout(resolve, 2));
    times.push(arrived.get(bid.id)! - started);
  }
  abort.abort();
  await reading;
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * forgotPassword for the demo customer's e-mail and for unknown ones, in turn, each call from an address of its own
 * (the route's limit counts per address): both answer before any work that depends on the e-mail, so the two
 * medians should match.
 */
export async function forgotPasswordMs(p: Prepared, runs = 40) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const [email, times, client] of [
      ['demo@bidstay.test', known, 1],
      [`nobody-${run}@bidstay.test`, unknown, 2],
    ] as const) {
      const started = performance.now();
      await p.call('/api/forgotPassword', {
        method: 'POST',
        body: { email },
        headers: { 'x-forwarded-for': `10.99.${run}.${client}` },
      });
      times.push(performance.now() - started);
    }
  }
  return { known: { p50: percentile(known, 50) }, unknown: { p50: percentile(unknown, 50) } };
}
