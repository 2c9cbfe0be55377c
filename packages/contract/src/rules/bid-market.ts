import { addDays, nightsOfStay } from './calendar-days.ts';
import { percentile } from './bid-stats.ts';
import { actualOutcome } from './rule-simulation.ts';

/** How far back the recent winning bids of a city reach. */
export const WINNING_BIDS_DAYS = 30;
/** Fewer accepted bids than this in a cell would let a single hotel's floor show through: the cell is left out. */
export const WINNING_CELL_MIN_ACCEPTED = 5;
/** The most nights a hotel's demand calendar answers at once. */
export const CALENDAR_MAX_NIGHTS = 120;

/** An accepted bid as the city's winning bids read it: the hotel's stars, the bid and the listed price it was made on. */
export type WinningBid = { stars: number; bid: number; listed: number };
export type WinningBidCell = { stars: number; accepted: number; percentLow: number; percentHigh: number };

/** A bid as a share of its listed price, in percent. */
export const percentOfListed = ({ bid, listed }: { bid: number; listed: number }) => (bid * 100) / listed;

/**
 * The accepted bids by whole star rating, highest first: how many, and the 10th to 90th percentile of their share of the
 * listed price in whole percents. Only cells of at least WINNING_CELL_MIN_ACCEPTED bids.
 */
export function winningBidCells(accepted: readonly WinningBid[]): WinningBidCell[] {
  const byStars = new Map<number, number[]>();
  for (const bid of accepted) {
    const stars = Math.floor(bid.stars);
    byStars.set(stars, [...(byStars.get(stars) ?? []), percentOfListed(bid)]);
  }
  return [...byStars]
    .filter(([, percents]) => percents.length >= WINNING_CELL_MIN_ACCEPTED)
    .sort(([a], [b]) => b - a)
    .map(([stars, percents]) => ({
      stars,
      accepted: percents.length,
      percentLow: Math.floor(percentile(percents, 0.1)!),
      percentHigh: Math.ceil(percentile(percents, 0.9)!),
    }));
}

/** A hotel's bid as its demand calendar reads it. */
export type CalendarBid = {
  checkIn: string;
  checkOut: string;
  status: string;
  counterAmount: number | null;
  bid: number;
  listed: number;
};

export type DemandNight = {
  date: string;
  placed: number;
  accepted: number;
  countered: number;
  declined: number;
  pending: number;
  medianAcceptedPercent: number | null;
  bestDeclinedPercent: number | null;
  /** Rooms taken at bid prices that night, as the nightly cap counts them. */
  capUsed: number;
};

const OUTCOME_COUNTER = {
  accepted: 'accepted',
  countered: 'countered',
  rejected: 'declined',
  manual: 'pending',
} as const;
const ROOM_HOLDING = new Set(['accepted', 'completed']);
const toTenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** A night no bid covers. */
export function emptyNight(date: string): DemandNight {
  return {
    date,
    placed: 0,
    accepted: 0,
    countered: 0,
    declined: 0,
    pending: 0,
    medianAcceptedPercent: null,
    bestDeclinedPercent: null,
    capUsed: 0,
  };
}

/**
 * Night by night from `from` to `to` (inclusive), the bids whose stay covers the night: how many were placed and how
 * they ended, the median accepted bid and the best declined one as a share of the listed price (to a tenth of a
 * percent), and the rooms taken at bid prices.
 */
export function demandCalendar(bids: readonly CalendarBid[], from: string, to: string): DemandNight[] {
  const nights = new Map(nightsOfStay(from, addDays(to, 1)).map((date) => [date, emptyNight(date)]));
  const acceptedPercents = new Map<string, number[]>();
  for (const bid of bids) {
    const outcome = OUTCOME_COUNTER[actualOutcome(bid)];
    const percent = percentOfListed(bid);
    for (const date of nightsOfStay(bid.checkIn, bid.checkOut)) {
      const night = nights.get(date);
      if (!night) continue;
      night.placed += 1;
      night[outcome] += 1;
      if (ROOM_HOLDING.has(bid.status)) night.capUsed += 1;
      if (outcome === 'accepted') acceptedPercents.set(date, [...(acceptedPercents.get(date) ?? []), percent]);
      if (outcome === 'declined' && percent > (night.bestDeclinedPercent ?? -1)) night.bestDeclinedPercent = percent;
    }
  }
  return [...nights.values()].map((night) => ({
    ...night,
    medianAcceptedPercent: toTenth(percentile(acceptedPercents.get(night.date) ?? [], 0.5)),
    bestDeclinedPercent: toTenth(night.bestDeclinedPercent),
  }));
}
