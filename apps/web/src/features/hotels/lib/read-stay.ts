import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  CURRENCIES,
  DEFAULT_GUESTS,
  DEFAULT_STAY_NIGHTS,
  MAX_STAY_NIGHTS,
  stayMessages,
  type RoomGuests,
  translateMessage,
} from '@bidstay/contract/plain';
import { use, useMemo } from 'react';
import { formatCalendarDate } from '@/lib/format';
import type * as GuestsParser from '@/lib/parse-guests';
import { addDays, defaultStay, nightsBetween, type Stay } from './stay';

const validNights = (nights: number) => nights >= 1 && nights <= MAX_STAY_NIGHTS;

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

/** What to say next to each date field, where a date was not taken. */
export type DateNotes = { checkin?: string; checkout?: string };

/** Why a date was replaced and with what, in the language shown. */
const changedTo = (problem: string, date: string) =>
  `${translateMessage(i18n, problem)} ${t`We changed it to ${formatCalendarDate(date)}.`}`;

function checkoutProblem(checkin: string, checkout: string): string {
  if (!isDate(checkout)) return stayMessages.notADate;
  return nightsBetween(checkin, checkout) < 1 ? stayMessages.checkoutNotAfterCheckin : stayMessages.tooLong;
}

/** Why `readStay` replaced the dates of a URL, and with what; nothing for the dates it kept or that were not there. */
export function replacedDates(params: URLSearchParams, stay: Stay): DateNotes {
  const notes: DateNotes = {};
  const checkin = params.get('checkin');
  if (checkin !== null && checkin !== stay.checkin)
    notes.checkin = changedTo(isDate(checkin) ? stayMessages.checkinPast : stayMessages.notADate, stay.checkin);
  const checkout = params.get('checkout');
  if (checkout !== null && checkout !== stay.checkout)
    notes.checkout = changedTo(checkoutProblem(stay.checkin, checkout), stay.checkout);
  return notes;
}

/** Why a check-in date typed in a form cannot be taken, if so. */
export function typedCheckinProblem(checkin: string, today: string): string | undefined {
  return checkin < today ? stayMessages.checkinPast : undefined;
}

/** Why a check-out date typed in a form cannot be taken, if so. */
export function typedCheckoutProblem(checkin: string, checkout: string): string | undefined {
  return validNights(nightsBetween(checkin, checkout)) ? undefined : checkoutProblem(checkin, checkout);
}

/** The dates of a form and what is said next to them. */
export type TypedDates<S extends { checkin: string; checkout: string }> = { stay: S; notes: DateNotes };

/**
 * A check-in typed into a form: taken unless it is past; a check-out that no longer makes a stay with it moves to the
 * default length of stay, and the form says where.
 */
export function typeCheckin<S extends { checkin: string; checkout: string }>(
  { stay, notes }: TypedDates<S>,
  checkin: string,
  today: string,
): TypedDates<S> {
  const problem = typedCheckinProblem(checkin, today);
  if (problem) return { stay, notes: { ...notes, checkin: problem } };
  if (validNights(nightsBetween(checkin, stay.checkout))) {
    return { stay: { ...stay, checkin }, notes: { checkout: notes.checkout } };
  }
  const checkout = addDays(checkin, DEFAULT_STAY_NIGHTS);
  const moved = stayMessages.checkoutMoved(formatCalendarDate(checkout));
  return { stay: { ...stay, checkin, checkout }, notes: { checkout: moved } };
}

/** A check-out typed into a form: taken when it makes a stay with the check-in; else the form says which it kept. */
export function typeCheckout<S extends { checkin: string; checkout: string }>(
  { stay, notes }: TypedDates<S>,
  checkout: string,
): TypedDates<S> {
  const problem = typedCheckoutProblem(stay.checkin, checkout);
  if (!problem) return { stay: { ...stay, checkout }, notes: { ...notes, checkout: undefined } };
  const kept = stayMessages.checkoutKept(formatCalendarDate(stay.checkout));
  return { stay, notes: { ...notes, checkout: `${problem} ${kept}` } };
}
