import { CURRENCIES, DEFAULT_GUESTS, DEFAULT_STAY_NIGHTS } from '@bidstay/contract/plain';
import { use, useMemo } from 'react';
import type { RoomGuests } from '@/lib/guests';
import type * as GuestsParser from '@/lib/parse-guests';
import { addDays, defaultStay, nightsBetween, type Stay } from './stay';

const MAX_NIGHTS = 30;

const validNights = (nights: number) => nights >= 1 && nights <= MAX_NIGHTS;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

let guestsParser: Promise<typeof GuestsParser> | undefined;

/** The guests of a URL; their check (the contract's schema, with zod) loads only for a URL that has guests. */
export function loadGuestsParser() {
  if (!guestsParser) {
    guestsParser = import('@/lib/parse-guests');
    guestsParser.catch(() => (guestsParser = undefined));
  }
  return guestsParser;
}

/** The stay in a URL, with the default stay's values for whatever is missing or invalid. */
export function readStay(params: URLSearchParams, parseGuests?: (value: string | null) => RoomGuests[]): Stay {
  const fallback = defaultStay();
  const rawCheckin = params.get('checkin');
  const checkin = isDate(rawCheckin) && rawCheckin >= fallback.checkin ? rawCheckin : fallback.checkin;
  const rawCheckout = params.get('checkout');
  const checkout =
    isDate(rawCheckout) && validNights(nightsBetween(checkin, rawCheckout))
      ? rawCheckout
      : addDays(checkin, DEFAULT_STAY_NIGHTS);
  const currency = CURRENCIES.find((code) => code === params.get('currency')) ?? fallback.currency;
  const guests = parseGuests ? parseGuests(params.get('guests')) : DEFAULT_GUESTS;
  return { checkin, checkout, guests, currency };
}

/** `readStay` in a page, one object per URL: the first page with guests in its URL waits (suspends) for their check. */
export function useStay(params: URLSearchParams): Stay {
  const parseGuests = params.has('guests') ? use(loadGuestsParser()).parseGuests : undefined;
  return useMemo(() => readStay(params, parseGuests), [params, parseGuests]);
}
