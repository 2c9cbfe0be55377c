import { CURRENCIES, DEFAULT_STAY_NIGHTS } from '@bidstay/contract/plain';
import { parseGuests } from '@/lib/parse-guests';
import { addDays, defaultStay, nightsBetween, type Stay } from './stay';

const MAX_NIGHTS = 30;

const validNights = (nights: number) => nights >= 1 && nights <= MAX_NIGHTS;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The stay in a URL, with the default stay's values for whatever is missing or invalid. */
export function readStay(params: URLSearchParams): Stay {
  const fallback = defaultStay();
  const rawCheckin = params.get('checkin');
  const checkin = isDate(rawCheckin) && rawCheckin >= fallback.checkin ? rawCheckin : fallback.checkin;
  const rawCheckout = params.get('checkout');
  const checkout =
    isDate(rawCheckout) && validNights(nightsBetween(checkin, rawCheckout))
      ? rawCheckout
      : addDays(checkin, DEFAULT_STAY_NIGHTS);
  const currency = CURRENCIES.find((code) => code === params.get('currency')) ?? fallback.currency;
  return { checkin, checkout, guests: parseGuests(params.get('guests')), currency };
}
