import { addDays, nightsOfStay, HOUR_MS } from './calendar-days.ts';
import { actualOutcome, mostCommonCurrency, type Outcome } from './rule-simulation.ts';
import { roundMoney } from './commission.ts';

/** A bid as the dashboard reads it. */
export type StatsBid = {
  status: string;
  counterAmount: number | null;
  bid: number;
  listed: number;
  currency: string;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export type Timing = { median: number | null; p90: number | null };

export type BidStats = {
  from: string;
  to: string;
  currency: string;
  bids: number;
  days: ({ day: string } & Record<Outcome, number>)[];
  acceptanceRate: number | null;
  medianBidShare: number | null;
  revenue: number;
  answerSeconds: { people: Timing; rules: Timing };
  pendingByAge: { label: string; count: number }[];
};

const AGE_BUCKETS = [
  { label: 'Under 1 hour', below: HOUR_MS },
  { label: '1 to 24 hours', below: 24 * HOUR_MS },
  { label: '1 to 3 days', below: 72 * HOUR_MS },
  { label: 'Over 3 days', below: Infinity },
];

/** The value below which `share` of the sorted values lie (nearest rank); null for none. */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? null;
}

const timing = (values: number[]): Timing => ({ median: percentile(values, 0.5), p90: percentile(values, 0.9) });
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** What a bid brought: only what the customer paid, the bid or the counter-offer they took up. */
function revenueOf(bid: StatsBid): number {
  if (bid.status !== 'completed') return 0;
  return bid.counterAmount ?? bid.bid;
}

/**
 * A hotel's bids made from `from` to `to` (days, inclusive), by day and outcome, with the share
 * accepted, the median bid as a share of the listed price, the revenue in the most common
 * currency, how long people and rules took to answer; and the bids still pending now, by age.
 */
export function bidStats(
  inRange: readonly StatsBid[],
  pending: readonly StatsBid[],
  range: { from: string; to: string },
  now: Date,
): BidStats {
  const currency = mostCommonCurrency(inRange);
  const days = nightsOfStay(range.from, addDays(range.to, 1)).map((day) => ({
    day,
    accepted: 0,
    countered: 0,
    rejected: 0,
    manual: 0,
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const people: number[] = [];
  const rules: number[] = [];
  let decided = 0;
  let accepted = 0;
  let revenue = 0;
  for (const bid of inRange) {
    const outcome = actualOutcome(bid);
    const entry = byDay.get(dayOf(bid.createdAt));
    if (entry) entry[outcome] += 1;
    if (outcome !== 'manual') decided += 1;
    if (outcome === 'accepted') accepted += 1;
    if (bid.currency === currency) revenue += revenueOf(bid);
    if (bid.decidedAt && bid.decidedBy) {
      const seconds = (bid.decidedAt.getTime() - bid.createdAt.getTime()) / 1000;
      if (bid.decidedBy.startsWith('rule:')) rules.push(seconds);
      if (bid.decidedBy.startsWith('supplier:')) people.push(seconds);
    }
  }
  const shares = inRange.filter((bid) => bid.listed > 0).map((bid) => bid.bid / bid.listed);
  const median = percentile(shares, 0.5);
  return {
    ...range,
    currency,
    bids: inRange.length,
    days,
    acceptanceRate: decided ? accepted / decided : null,
    medianBidShare: median === null ? null : Math.round(median * 1000) / 1000,
    revenue: roundMoney(revenue),
    answerSeconds: { people: timing(people), rules: timing(rules) },
    pendingByAge: AGE_BUCKETS.map(({ label, below }, index) => {
      const above = AGE_BUCKETS[index - 1]?.below ?? 0;
      const count = pending.filter((bid) => {
        const age = now.getTime() - bid.createdAt.getTime();
        return age >= above && age < below;
      }).length;
      return { label, count };
    }),
  };
}
