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
import { currentLocale } from '@/lib/i18n';

export type Stay = { checkin: string; checkout: string; guests: RoomGuests[]; currency: Currency };

/** The guests of a room as a form holds them: a child's age is undefined until chosen. */
export type RoomGuestsDraft = { adults: number; children: (number | undefined)[] };

/** A stay as a form holds it. */
export type StayDraft = Omit<Stay, 'guests'> & { guests: RoomGuestsDraft[] };

const hasAges = (rooms: RoomGuestsDraft[]): rooms is RoomGuests[] =>
  rooms.every((room) => room.children.every((age) => age !== undefined));

/** The stay of a form, once every child has an age. */
export function completeStay(draft: StayDraft): Stay | undefined {
  const { guests } = draft;
  return hasAges(guests) ? { ...draft, guests } : undefined;
}

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

/** The partner's search for the stay, in the language shown: its room names come in it. */
export function stayPayload(stay: Stay) {
  return {
    checkin: stay.checkin,
    checkout: stay.checkout,
    guests: stay.guests,
    currency: stay.currency,
    language: currentLocale(),
  };
}
