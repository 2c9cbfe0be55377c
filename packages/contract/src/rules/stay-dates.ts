import { MAX_STAY_NIGHTS } from '../constants.ts';
import { stayMessages } from '../messages/stay.ts';
import { DAY_MS, daysBetween } from './calendar-days.ts';

/** How far ahead a stay may start: the partner sells no further. */
export const MAX_DAYS_AHEAD = 730;

export type StayDates = { checkin: string; checkout: string };
export type StayDateProblems = { checkin?: string; checkout?: string };

/** What is wrong with a stay's length, if anything: a night at least, MAX_STAY_NIGHTS at most. */
export function stayLengthProblem({ checkin, checkout }: StayDates): string | undefined {
  const nights = daysBetween(checkin, checkout);
  if (nights < 1) return stayMessages.checkoutNotAfterCheckin;
  if (nights > MAX_STAY_NIGHTS) return stayMessages.tooLong;
  return undefined;
}

/**
 * What is wrong with a check-in day as of `now`, if anything: past (a day's grace, for a guest whose day starts before
 * UTC's), or further ahead than the partner sells.
 */
export function checkinProblem(checkin: string, now: Date): string | undefined {
  const daysAhead = (Date.parse(`${checkin}T00:00:00Z`) - now.getTime()) / DAY_MS;
  if (daysAhead < -1) return stayMessages.checkinPast;
  if (daysAhead > MAX_DAYS_AHEAD) return stayMessages.checkinTooFar;
  return undefined;
}

/** Every problem of a stay's dates as of `now`, by field. */
export function stayDateProblems(stay: StayDates, now: Date): StayDateProblems {
  const checkin = checkinProblem(stay.checkin, now);
  const checkout = stayLengthProblem(stay);
  return { ...(checkin && { checkin }), ...(checkout && { checkout }) };
}
