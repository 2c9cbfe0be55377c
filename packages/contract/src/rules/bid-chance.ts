import { BID_STEP_PERCENT, percentLevel, stepPercentOf } from './bid-steps.ts';
import { daysBetween, isoWeekday } from './calendar-days.ts';
import { decideByRuleSet, lineApplies, type BidStay, type RuleSet } from './rule-lines.ts';

export const CHANCE_BANDS = ['high', 'fair', 'low', 'none'] as const;
export type ChanceBand = (typeof CHANCE_BANDS)[number];

/** A past decision of the hotel, as the chance reads it: the share of the listed price bid, and whether it was taken. */
export type PastDecision = { checkIn: string; madeOn: string; share: number; accepted: boolean };

export type ChanceInput = {
  listed: number;
  floor: number;
  stay: BidStay;
  ruleSet: RuleSet;
  /** The hotel's recent decisions on similar stays (isSimilarStay). */
  history: readonly PastDecision[];
  /** Whether the hotel's nightly cap is already reached on a night of the stay. */
  soldOut: boolean;
};

/** Why a bid has no chance: below what the hotel takes, the nights' bid-price rooms taken, or no bid taken at all. */
export const CHANCE_NONE_REASONS = ['below_hotel_price', 'sold_out_at_bid_prices', 'not_taking_bids'] as const;
export type ChanceNoneReason = (typeof CHANCE_NONE_REASONS)[number];

export type Chance = { band: ChanceBand; suggested: number | null; reason: ChanceNoneReason | null };

/** How far back the decided bids of a band count for its measured hit rate. */
export const MEASURED_DAYS = 90;
/** A hotel's own hit rate for a band is shown from this many of its bids of that band decided. */
export const HOTEL_MEASURED_MIN_DECIDED = 20;

/** Of the bids placed in a band and decided, how many were accepted. */
export type Measured = { accepted: number; decided: number };

/** The share of a band's decided bids each band promises to see accepted: from `from`, below `below`. */
export const BAND_PROMISES: Record<Exclude<ChanceBand, 'none'>, { from: number; below: number }> = {
  high: { from: 0.8, below: Number.POSITIVE_INFINITY },
  fair: { from: 0.4, below: 0.8 },
  low: { from: 0, below: 0.4 },
};

/** Whether a band's measured hit rate lies within its promise; a band no bid was decided in promises nothing yet. */
export function keepsPromise(band: Exclude<ChanceBand, 'none'>, { accepted, decided }: Measured): boolean {
  if (decided === 0) return true;
  const rate = accepted / decided;
  return rate >= BAND_PROMISES[band].from && rate < BAND_PROMISES[band].below;
}

const LEAD_DAY_BOUNDS = [7, 30, 90];
const isWeekend = (day: string) => isoWeekday(day) >= 5 && isoWeekday(day) <= 6;
const leadClass = (madeOn: string, checkIn: string) => {
  const lead = daysBetween(madeOn, checkIn);
  const index = LEAD_DAY_BOUNDS.findIndex((bound) => lead <= bound);
  return index === -1 ? LEAD_DAY_BOUNDS.length : index;
};

/** Same check-in weekday class (Friday and Saturday nights, or the others) and a similar lead time. */
export function isSimilarStay(a: Pick<BidStay, 'checkIn' | 'madeOn'>, b: Pick<BidStay, 'checkIn' | 'madeOn'>) {
  return (
    isWeekend(a.checkIn) === isWeekend(b.checkIn) && leadClass(a.madeOn, a.checkIn) === leadClass(b.madeOn, b.checkIn)
  );
}

/**
 * A bid left to a person: fair at or above the lowest share the hotel took on a similar stay, and with no such
 * decision, in the upper half between the floor and the listed price; low otherwise.
 */
function personBand(step: number, { listed, floor, history }: ChanceInput): ChanceBand {
  const taken = history.filter((past) => past.accepted).map((past) => past.share * 100);
  if (taken.length) return step + BID_STEP_PERCENT > Math.min(...taken) ? 'fair' : 'low';
  const middle = ((floor + listed) / 2 / listed) * 100;
  return step >= middle ? 'fair' : 'low';
}

/** The band of a bid at the lower edge of step `step` (percent of the listed price). */
function bandAtStep(step: number, input: ChanceInput): ChanceBand {
  const { listed, floor, stay, ruleSet, soldOut } = input;
  const amount = percentLevel(listed, step);
  if (soldOut || amount < floor || amount >= listed) return 'none';
  const decision = decideByRuleSet({ bid: amount, listed, floor }, stay, ruleSet);
  if (decision.action === 'accept') return 'high';
  if (decision.action === 'reject') return 'none';
  if (decision.action === 'counter') return 'fair';
  return personBand(step, input);
}

/** The rule set cut to the line that decides the stay, so that each step does not read the conditions again. */
function lineOfStay(ruleSet: RuleSet, stay: BidStay): RuleSet {
  const line = ruleSet.lines.find((candidate) => lineApplies(candidate.when, stay));
  return { lines: line ? [{ ...line, when: {} }] : [], nightlyCap: ruleSet.nightlyCap };
}

const STEPS = Array.from({ length: 100 / BID_STEP_PERCENT - 1 }, (_, index) => (index + 1) * BID_STEP_PERCENT);

/**
 * The chance that the hotel takes `bid`, as a band judged by the bid's step alone, and the lowest step a rule accepts
 * (or else the lowest one with a fair chance), as an amount rounded up to the step: neither tells the floor or a
 * threshold more precisely than a step.
 */
export function bidChance(bid: number, chanceInput: ChanceInput): Chance {
  const input = { ...chanceInput, ruleSet: lineOfStay(chanceInput.ruleSet, chanceInput.stay) };
  const bands = STEPS.map((step) => ({ step, band: bandAtStep(step, input) }));
  const best = bands.find(({ band }) => band === 'high') ?? bands.find(({ band }) => band === 'fair');
  const step = stepPercentOf(bid, input.listed);
  const band = step === 0 ? 'none' : bandAtStep(step, input);
  return {
    band,
    suggested: best ? percentLevel(input.listed, best.step) : null,
    reason: band === 'none' ? noneReason(input, bands) : null,
  };
}

/** Sold out first, as no amount helps then; else no step stands a chance at all, else this amount is too low. */
function noneReason(input: ChanceInput, bands: { band: ChanceBand }[]): ChanceNoneReason {
  if (input.soldOut) return 'sold_out_at_bid_prices';
  return bands.every(({ band }) => band === 'none') ? 'not_taking_bids' : 'below_hotel_price';
}
