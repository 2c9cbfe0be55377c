import {
  COUNTER_REMINDER_HOURS,
  PAYMENT_REMINDER_HOURS,
  PRODUCT_NAME,
  formatInstant,
  type Locale,
} from '@bidstay/contract';
import type { I18n } from '@lingui/core';
import { i18nFor, translate } from '../../i18n/i18n.ts';
import { formatDay, formatMoney } from '../mail/mail.service.ts';

/** What a notice can say; each a kind of news but for a standing bid's two and the test. */
export const NOTICE_KEYS = [
  'bid-accepted',
  'bid-countered',
  'bid-rejected',
  'bid-expired',
  'counter-ending',
  'payment-due',
  'booking-confirmed',
  'standing-bid-placed',
  'standing-bid-ended',
  'bid-waiting',
  'bid-withdrawn',
  'test',
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

type Words = Record<string, string>;
type Text = { title: string; body: string };

const notAccepted = (i18n: I18n, words: Words) =>
  words.reason ?? i18n._('Your bid of {bid} was not accepted. Try another price or hotel.', { bid: words.bid });

/** Each notice's title and body, in the recipient's language. */
const texts: Record<NoticeKey, (i18n: I18n, words: Words, hotel: string) => Text> = {
  'bid-accepted': (i18n, words, hotel) => ({
    title: i18n._('{hotel} accepted your bid', { hotel }),
    body: i18n._('{bid} accepted. Pay by {deadline} to book it.', words),
  }),
  'bid-countered': (i18n, words, hotel) => ({
    title: i18n._('{hotel} made you a counter-offer', { hotel }),
    body: i18n._('{counter} instead of {bid}, valid until {deadline}. Book it or decline.', words),
  }),
  'bid-rejected': (i18n, words, hotel) => ({
    title: i18n._('{hotel} did not accept your bid', { hotel }),
    body: notAccepted(i18n, words),
  }),
  'bid-expired': (i18n, words, hotel) => ({
    title: i18n._('Your bid at {hotel} has expired', { hotel }),
    body: notAccepted(i18n, words),
  }),
  'counter-ending': (i18n, words, hotel) => ({
    title: i18n._('Your counter-offer from {hotel} ends in {hours} hours', { hotel, hours: COUNTER_REMINDER_HOURS }),
    body: i18n._('{counter}, valid until {deadline}. Book it or decline.', words),
  }),
  'payment-due': (i18n, words, hotel) => ({
    title: i18n._('Pay your bid at {hotel} within {hours} hours', { hotel, hours: PAYMENT_REMINDER_HOURS }),
    body: i18n._('{bid} accepted. Pay by {deadline} to book it.', words),
  }),
  'booking-confirmed': (i18n, words, hotel) => ({
    title: i18n._('Your stay at {hotel} is booked', { hotel }),
    body: i18n._('{checkIn} to {checkOut}, {amount} paid. Your voucher is in My Bookings.', words),
  }),
  'standing-bid-placed': (i18n, words, hotel) => ({
    title: i18n._('We placed your standing bid at {hotel}', { hotel }),
    body: i18n._('{bid} for {checkIn} to {checkOut}. The hotel answers it like any bid.', words),
  }),
  'standing-bid-ended': (i18n, words, hotel) => ({
    title: i18n._('Your standing bid at {hotel} has ended', { hotel }),
    body: i18n._('{hotel} did not come down to {bid} before your end date. No bid was placed.', { ...words, hotel }),
  }),
  'bid-waiting': (i18n, words, hotel) => ({
    title: i18n._('A bid at {hotel} waits for your answer', { hotel }),
    body: i18n._('{bid} for {checkIn} to {checkOut}. It expires {deadline}.', words),
  }),
  'bid-withdrawn': (i18n, words, hotel) => ({
    title: i18n._('A bid at {hotel} was withdrawn', { hotel }),
    body: i18n._('The customer withdrew the accepted bid of {bid} for {checkIn} to {checkOut}.', words),
  }),
  test: (i18n) => ({
    title: i18n._('{product} notifications work', { product: PRODUCT_NAME }),
    body: i18n._('This device will tell you of your bids.'),
  }),
};

/** The words as the recipient reads them: amounts, days and the reason a bid ended in their language. */
function localised(words: Words, locale: Locale): Words {
  const formatted: Words = { ...words };
  for (const name of ['bid', 'counter', 'amount'] as const) {
    const money = formatMoney(words[name], locale);
    if (money) formatted[name] = money;
  }
  if (words.checkIn) formatted.checkIn = formatDay(words.checkIn, locale);
  if (words.checkOut) formatted.checkOut = formatDay(words.checkOut, locale);
  if (words.reason) formatted.reason = translate(locale, words.reason);
  if (words.deadline) formatted.deadline = formatInstant(words.deadline, locale, words.timeZone);
  return formatted;
}

/** A notice's title and body in `locale`. */
export function noticeText(key: NoticeKey, words: Words, locale: Locale): Text {
  const i18n = i18nFor(locale);
  const hotel = words.hotelName ?? i18n._('the hotel');
  return texts[key](i18n, localised(words, locale), hotel);
}
