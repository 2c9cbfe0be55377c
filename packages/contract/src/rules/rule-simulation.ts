import { roundMoney } from './commission.ts';
import { judgedAmount } from './bid-steps.ts';
import { decideByRuleSet, exceedsNightlyCap, type BidStay, type RuleOutcome, type RuleSet } from './rule-lines.ts';

export type Outcome = 'accepted' | 'countered' | 'rejected' | 'manual';

/** A bid as it happened: its offer, its stay, and how it actually ended. */
export type PastBid = BidStay & {
  id: string;
  /** The hotel's name as the bid's snapshot holds it, for the simulation's list. */
  hotelName?: string;
  bid: number;
  listed: number;
  floor: number;
  currency: string;
  status: string;
  counterAmount: number | null;
};

export type Simulation = {
  bids: number;
  outcomes: Record<Outcome, number>;
  actual: { accepted: number; revenue: number };
  simulated: { accepted: number; revenue: number };
  currency: string;
  changed: SimulatedBid[];
};

/** Why the rules would have answered a bid as they did. */
export type SimulatedReason =
  | 'over_cap'
  | 'below_floor'
  | 'rejected_by_line'
  | 'accepted_by_line'
  | 'countered_by_line'
  | 'left_by_line'
  | 'no_line';

/** A bid the rules would have answered otherwise: its hotel, stay and amount, both answers, and why. */
export type SimulatedBid = {
  bidId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  roomName: string;
  bid: number;
  listed: number;
  currency: string;
  actual: Outcome;
  simulated: Outcome;
  reason: SimulatedReason;
  /** The line that answered, when one did. */
  line: string | null;
  counterAmount: number | null;
};

const OUTCOME_OF_DECISION = { accept: 'accepted', counter: 'countered', reject: 'rejected', manual: 'manual' } as const;

/** How a bid actually ended; a paid bid was accepted, or countered when it carries a counter-offer. */
export function actualOutcome({ status, counterAmount }: Pick<PastBid, 'status' | 'counterAmount'>): Outcome {
  if (status === 'accepted') return 'accepted';
  if (status === 'completed') return counterAmount === null ? 'accepted' : 'countered';
  if (status === 'counteroffer') return 'countered';
  if (status === 'rejected') return counterAmount === null ? 'rejected' : 'countered';
  return 'manual';
}

/** The customer took the hotel's counter-offer: only then does a counter bring revenue. */
const tookCounter = (past: PastBid) => past.status === 'completed' && past.counterAmount !== null;

/** The currency most bids were made in: revenue is summed in it alone. */
export function mostCommonCurrency(history: readonly { currency: string }[]): string {
  const counts = new Map<string, number>();
  for (const past of history) counts.set(past.currency, (counts.get(past.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'EUR';
}

/** Why a replayed bid got its answer: the cap, the floor under every line, or the line that answered. */
function reasonOf(past: PastBid, decision: RuleOutcome, overCap: boolean): SimulatedReason {
  if (overCap) return 'over_cap';
  if (!decision.line) return 'no_line';
  if (decision.action === 'reject')
    return judgedAmount(past.bid, past.listed) < past.floor ? 'below_floor' : 'rejected_by_line';
  if (decision.action === 'accept') return 'accepted_by_line';
  if (decision.action === 'counter') return 'countered_by_line';
  return 'left_by_line';
}

function simulatedBid(past: PastBid, actual: Outcome, outcome: Outcome, decision: RuleOutcome, overCap: boolean) {
  return {
    bidId: past.id,
    hotelName: past.hotelName ?? '',
    checkIn: past.checkIn,
    checkOut: past.checkOut,
    roomName: past.roomName,
    bid: past.bid,
    listed: past.listed,
    currency: past.currency,
    actual,
    simulated: outcome,
    reason: reasonOf(past, decision, overCap),
    line: decision.line?.label ?? null,
    counterAmount: decision.action === 'counter' ? decision.amount : null,
  };
}

/**
 * A rule set replayed on a hotel's bids in the order they came: each gets the answer the rules
 * would have given, the nightly cap counted night by night over the replay's own acceptances.
 * Revenue is the accepted bids' amounts, and a counter's amount where the customer took one, in
 * the hotel's most common bid currency.
 */
export function simulateRuleSet(history: readonly PastBid[], ruleSet: RuleSet): Simulation {
  const currency = mostCommonCurrency(history);
  const outcomes: Record<Outcome, number> = { accepted: 0, countered: 0, rejected: 0, manual: 0 };
  const actual = { accepted: 0, revenue: 0 };
  const simulated = { accepted: 0, revenue: 0 };
  const acceptedStays: BidStay[] = [];
  const changed: Simulation['changed'] = [];
  const earned = (past: PastBid, amount: number) => (past.currency === currency ? amount : 0);

  for (const past of history) {
    const decision = decideByRuleSet(past, past, ruleSet);
    const overCap = decision.action === 'accept' && exceedsNightlyCap(past, acceptedStays, ruleSet.nightlyCap);
    const outcome: Outcome = overCap ? 'rejected' : OUTCOME_OF_DECISION[decision.action];
    outcomes[outcome] += 1;
    if (outcome === 'accepted') {
      acceptedStays.push(past);
      simulated.accepted += 1;
      simulated.revenue += earned(past, past.bid);
    }
    if (decision.action === 'counter' && tookCounter(past)) simulated.revenue += earned(past, decision.amount);

    const was = actualOutcome(past);
    if (was === 'accepted') {
      actual.accepted += 1;
      actual.revenue += earned(past, past.bid);
    }
    if (tookCounter(past)) actual.revenue += earned(past, past.counterAmount ?? 0);
    if (was !== outcome) changed.push(simulatedBid(past, was, outcome, decision, overCap));
  }
  return {
    bids: history.length,
    outcomes,
    actual: { accepted: actual.accepted, revenue: roundMoney(actual.revenue) },
    simulated: { accepted: simulated.accepted, revenue: roundMoney(simulated.revenue) },
    currency,
    changed,
  };
}
