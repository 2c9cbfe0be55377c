import { messages } from '../messages.ts';

/** One bid goes to at most this many hotels: the one chosen first and up to two more. */
export const BID_GROUP_MAX_HOTELS = 3;

/** Why a group's other bids end when one of its hotels accepts. */
export const ANOTHER_HOTEL_ACCEPTED = 'another_hotel_accepted';

type Stay = { check_in: string; check_out: string; residency?: string; guests: unknown };
type GroupInput = { hotel_id: number; booking: Stay; alsoAt?: { hotel_id: number; booking: Stay }[] | undefined };
export type BidGroupProblem = { path: (string | number)[]; message: string };

const sameStay = (a: Stay, b: Stay) =>
  a.check_in === b.check_in &&
  a.check_out === b.check_out &&
  a.residency === b.residency &&
  JSON.stringify(a.guests) === JSON.stringify(b.guests);

/**
 * What is wrong with the other hotels of a bid: each hotel once (the first choice included), and every hotel for the
 * same stay, guests and residency as the first choice.
 */
export function bidGroupProblems({ hotel_id, booking, alsoAt = [] }: GroupInput): BidGroupProblem[] {
  const seen = new Set([hotel_id]);
  return alsoAt.flatMap((other, index): BidGroupProblem[] => {
    if (seen.has(other.hotel_id))
      return [{ path: ['alsoAt', index, 'hotel_id'], message: messages.bids.groupHotelTwice }];
    seen.add(other.hotel_id);
    return sameStay(booking, other.booking)
      ? []
      : [{ path: ['alsoAt', index, 'booking'], message: messages.bids.groupOtherStay }];
  });
}
