import { MAX_ACTIVE_STANDING_BIDS, MAX_STANDING_BIDS_PER_STAY } from '../constants.ts';
import { decideByRuleSet, type BidStay, type RuleSet } from './rule-lines.ts';
import { addDays, daysBetween } from './calendar-days.ts';

export const STANDING_BID_STATUSES = ['active', 'placed', 'ended', 'cancelled'] as const;
export type StandingBidStatus = (typeof STANDING_BID_STATUSES)[number];

/** The last day a standing bid may run for a stay: the day before check-in. */
export const latestStandingBidUntil = (checkIn: string) => addDays(checkIn, -1);

/** What decides whether a standing bid may place a bid today. */
export type StandingBidState = {
  status: StandingBidStatus;
  checkIn: string;
  until: string;
  lastBidOn: string | null;
};

/** Why a standing bid may not place a bid today, or null when it may. */
export function standingBidBlock(
  state: StandingBidState,
  today: string,
): 'inactive' | 'over' | 'past_stay' | 'today_done' | null {
  if (state.status !== 'active') return 'inactive';
  if (today > state.until) return 'over';
  if (state.checkIn <= today) return 'past_stay';
  if (state.lastBidOn !== null && state.lastBidOn >= today) return 'today_done';
  return null;
}

/** A standing bid whose time ran out ends: after its last day, or once its stay is no longer ahead. */
export const standingBidOver = (state: Pick<StandingBidState, 'checkIn' | 'until'>, today: string) =>
  today > state.until || state.checkIn <= today;

/** A rate as the standing bid weighs it: its listed price and floor for the stay, and its room. */
export type CandidateRate<R> = { rate: R; listed: number; floor: number; roomName: string };

/**
 * The rate a standing bid's amount would be accepted for by the hotel's rule lines, if any: below its listed price
 * (else it is no bid) and accepted by the first line that holds. Of several, the dearest room: the customer pays
 * the same amount.
 */
export function acceptingRate<R>(
  amount: number,
  stay: Pick<BidStay, 'checkIn' | 'checkOut' | 'madeOn'>,
  rates: CandidateRate<R>[],
  ruleSet: RuleSet,
): CandidateRate<R> | undefined {
  const accepting = rates.filter(
    (candidate) =>
      amount < candidate.listed &&
      decideByRuleSet(
        { bid: amount, listed: candidate.listed, floor: candidate.floor },
        { ...stay, roomName: candidate.roomName },
        ruleSet,
      ).action === 'accept',
  );
  return accepting.sort((a, b) => b.listed - a.listed)[0];
}

/** The amount for the whole stay from one given per night, to the cent. */
export function stayAmountFromNightly(perNight: number, checkIn: string, checkOut: string): number {
  return Math.round(perNight * daysBetween(checkIn, checkOut) * 100) / 100;
}

/** A standing bid's hotel and stay, as the caps count it. */
export type StandingBidStay = { hotelId: number; checkIn: string; checkOut: string };

/**
 * The cap a new standing bid would break beside the customer's active ones, or null: at most
 * MAX_ACTIVE_STANDING_BIDS in all, and MAX_STANDING_BIDS_PER_STAY for one hotel and stay.
 */
export function standingBidCapBreached(active: StandingBidStay[], wanted: StandingBidStay): 'customer' | 'stay' | null {
  if (active.length >= MAX_ACTIVE_STANDING_BIDS) return 'customer';
  const sameStay = active.filter(
    (each) => each.hotelId === wanted.hotelId && each.checkIn === wanted.checkIn && each.checkOut === wanted.checkOut,
  );
  return sameStay.length >= MAX_STANDING_BIDS_PER_STAY ? 'stay' : null;
}

/**
 * Whether a standing bid's amount is a bid on some room of the stay: below the listed price of at least one, as
 * `acceptingRate` asks. At or above every listed price it is a booking, and no rates at all leave nothing to bid on.
 */
export const bidsBelowSomeRoom = (amount: number, listedPrices: number[]) =>
  listedPrices.some((listed) => amount < listed);

/** Items taken in turns by owner: each owner's first, then each one's second, and so on, in the order given. */
export function inTurns<T>(items: T[], ownerOf: (item: T) => string): T[] {
  const turnOf = new Map<string, number>();
  const ranked = items.map((item, index) => {
    const owner = ownerOf(item);
    const turn = turnOf.get(owner) ?? 0;
    turnOf.set(owner, turn + 1);
    return { item, turn, index };
  });
  return ranked.sort((a, b) => a.turn - b.turn || a.index - b.index).map(({ item }) => item);
}
