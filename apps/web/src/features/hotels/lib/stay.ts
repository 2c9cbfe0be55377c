import type { Currency } from '@bidstay/contract';
import {
  DEFAULT_GUESTS,
  DEFAULT_STAY_NIGHTS,
  addDays,
  daysBetween,
  formatGuests,
  type RoomGuests,
} from '@bidstay/contract/plain';
import { localToday } from '@/lib/calendar';

export type Stay = { checkin: string; checkout: string; guests: RoomGuests[]; currency: Currency };

export { addDays, daysBetween as nightsBetween };

/** Today → +3 days, SPEC's default guests and EUR. */
export function defaultStay(): Stay {
  const today = localToday();
  return { checkin: today, checkout: addDays(today, DEFAULT_STAY_NIGHTS), guests: DEFAULT_GUESTS, currency: 'EUR' };
}

export function stayQuery(stay: Stay): string {
  const params = new URLSearchParams({
    checkin: stay.checkin,
    checkout: stay.checkout,
    guests: formatGuests(stay.guests),
    currency: stay.currency,
  });
  return `?${params.toString()}`;
}

export function stayPayload(stay: Stay) {
  return { checkin: stay.checkin, checkout: stay.checkout, guests: stay.guests, currency: stay.currency };
}
