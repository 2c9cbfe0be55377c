import { decideByRuleSet, simulateRuleSet, type PastBid, type RuleLine, type RuleSet, DAY_MS } from '@bidstay/contract';
import pg from 'pg';
import { printSection, type Section } from './report.ts';
import { startApi, using } from './servers.ts';
import { prepare } from './targets.ts';

export type SimulatorFigures = {
  replayMs: Record<string, number>;
  /** The route on PostgreSQL, the read of the bids included; absent when PostgreSQL was skipped. */
  routeMs?: Record<string, number>;
  decisionUs: { oneLine: number; twentyLines: number };
};

const RUNS = 5;
const SIZES = [10_000, 100_000];
const STATUSES = ['accepted', 'rejected', 'completed', 'pending', 'counteroffer'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const day = (offset: number) => new Date(Date.UTC(2027, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);

/** One hotel's bids over a year, several a night, in the order they came. */
function history(count: number): PastBid[] {
  return Array.from({ length: count }, (_, index) => {
    const checkIn = day(index % 365);
    return {
      id: `bid-${index}`,
      bid: 60 + (index % 40),
      listed: 100,
      floor: 75,
      currency: 'EUR',
      status: STATUSES[index % STATUSES.length]!,
      counterAmount: index % 10 === 0 ? 95 : null,
      checkIn,
      checkOut: day((index % 365) + 1 + (index % 3)),
      roomName: index % 2 ? 'Deluxe Double Room' : 'Standard Twin Room',
      madeOn: day((index % 365) - (index % 60)),
    };
  });
}

const line = (index: number, when: RuleLine['when']): RuleLine => ({
  label: `Line ${index}`,
  when,
  autoAcceptPercent: 95,
  counterPercent: 92,
  rejectBelowPercent: 80,
});

/** Twenty lines a bid reads to the end: nineteen that never hold, then one for every bid. */
const TWENTY_LINES: RuleSet = {
  lines: [
    ...Array.from({ length: 19 }, (_, index) =>
      line(index, {
        checkinFrom: '2030-01-01',
        weekdays: [1, 2],
        leadDays: { min: 5, max: 90 },
        roomContains: 'suite',
      }),
    ),
    line(19, {}),
  ],
  nightlyCap: 3,
};
const ONE_LINE: RuleSet = { lines: [line(0, {})], nightlyCap: null };

function timeMs(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Microseconds a decision takes, over a whole history. */
function decisionUs(bids: PastBid[], ruleSet: RuleSet): number {
  const ms = median(
    Array.from({ length: RUNS }, () =>
      timeMs(() => {
        for (const past of bids) decideByRuleSet(past, past, ruleSet);
      }),
    ),
  );
  return (ms * 1000) / bids.length;
}

/**
 * The rule simulator's replay on one hotel's history of 10,000 and 100,000 bids under twenty lines and a
 * nightly cap (median of runs), and what a decision costs under one line and under twenty.
 */
export function benchSimulator(): SimulatorFigures {
  const replayMs: Record<string, number> = {};
  for (const size of SIZES) {
    const bids = history(size);
    replayMs[String(size)] = median(
      Array.from({ length: RUNS }, () => timeMs(() => simulateRuleSet(bids, TWENTY_LINES))),
    );
  }
  const sample = history(10_000);
  return {
    replayMs,
    decisionUs: { oneLine: decisionUs(sample, ONE_LINE), twentyLines: decisionUs(sample, TWENTY_LINES) },
  };
}

export function simulatorSection({ replayMs, routeMs, decisionUs: decision }: SimulatorFigures): Section {
  const replays = Object.entries(replayMs).map(([size, ms]) => `replay of ${size} bids: ${ms.toFixed(1)} ms`);
  const routes = Object.entries(routeMs ?? {}).map(
    ([size, ms]) => `the route on PostgreSQL, ${size} bids: ${ms.toFixed(0)} ms (median of ${ROUTE_RUNS})`,
  );
  const decisions = `one decision: ${decision.oneLine.toFixed(2)} µs under one line, ${decision.twentyLines.toFixed(2)} µs under twenty`;
  return {
    heading: 'Rule simulator (twenty lines and a nightly cap, median of 5)',
    lines: [...replays, ...routes, decisions],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) printSection(simulatorSection(benchSimulator()));

const ROUTE_RUNS = 3;
const PROPOSED = { ...TWENTY_LINES, days: 365 };

/**
 * Copies of one real bid, made over the last 80 days, until the hotel has `size` bids; all decided, as a customer has
 * one pending bid a rate at most.
 */
async function seedBids(databaseUrl: string, bidId: string, size: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into bids (customer_id, hotel_id, amount, bid, floor, currency, status, snapshot, created_at, updated_at)
       select customer_id, hotel_id, amount, bid - (g % 50), floor, currency,
         (array['accepted', 'rejected', 'completed'])[1 + g % 3], snapshot,
         now() - (g % 80) * interval '1 day', now()
       from bids, generate_series(1, $2 - (select count(*) from bids where hotel_id = (select hotel_id from bids where id = $1))) g
       where id = $1`,
      [bidId, size],
    );
  } finally {
    await client.end();
  }
}

/**
 * The simulator's route on PostgreSQL, reading 10,000 then 100,000 bids of one hotel from the database and
 * replaying them (median of runs, ms).
 */
export async function benchSimulatorRoute(partnerUrl: string, databaseUrl: string): Promise<Record<string, number>> {
  return using(startApi(partnerUrl, databaseUrl), async (api) => {
    const p = await prepare(api);
    const placed = await p.call<{ id: string }>('/api/newCreateBid', {
      method: 'POST',
      headers: p.customer.headers,
      body: p.bidBody(p.listed * 0.9),
    });
    const figures: Record<string, number> = {};
    for (const size of SIZES) {
      await seedBids(databaseUrl, placed.id, size);
      const times = [];
      for (let run = 0; run < ROUTE_RUNS; run++) {
        const started = performance.now();
        await p.call(`/api/supplier/rules/${p.hid}/simulate`, {
          method: 'POST',
          headers: p.supplier.headers,
          body: PROPOSED,
        });
        times.push(performance.now() - started);
      }
      figures[String(size)] = median(times);
    }
    return figures;
  });
}
