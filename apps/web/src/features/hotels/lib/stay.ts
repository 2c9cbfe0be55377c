import { CURRENCIES, DEFAULT_STAY_NIGHTS, type Currency } from '@bidstay/contract';
import { localToday } from '@/lib/calendar';
import { formatGuests, parseGuests, type RoomGuests } from '@/lib/guests';

export type Stay = { checkin: string; checkout: string; guests: RoomGuests[]; currency: Currency };

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_NIGHTS = 30;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((Date.parse(checkout) - Date.parse(checkin)) / DAY_MS);
}

const validNights = (nights: number) => nights >= 1 && nights <= MAX_NIGHTS;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The stay in a URL, with today → +3 days, SPEC's default guests and EUR for whatever is missing or invalid. */
export function readStay(params: URLSearchParams): Stay {
  const today = localToday();
  const rawCheckin = params.get('checkin');
  const checkin = isDate(rawCheckin) && rawCheckin >= today ? rawCheckin : today;
  const rawCheckout = params.get('checkout');
  const checkout =
    isDate(rawCheckout) && validNights(nightsBetween(checkin, rawCheckout))
      ? rawCheckout
      : addDays(checkin, DEFAULT_STAY_NIGHTS);
  const currency = CURRENCIES.find((code) => code === params.get('currency')) ?? 'EUR';
  return { checkin, checkout, guests: parseGuests(params.get('guests')), currency };
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
