import { HOUR_MS } from './calendar-days.ts';
import { BID_DECISION_BUSINESS_DAYS } from '../constants.ts';
import { addBusinessDays } from './business-days.ts';
import type { BidStatus } from './bid-status.ts';

/** How long a counter-offer can be booked after it was made. */
export const COUNTER_VALID_HOURS = 24;
/** How long an accepted bid waits for its payment. */
export const PAY_WITHIN_HOURS = 48;
/** How long before a counter-offer lapses, and before an accepted bid's payment is due, the customer is reminded. */
export const COUNTER_REMINDER_HOURS = 2;
export const PAYMENT_REMINDER_HOURS = 6;

/** Bids one customer may make on one hotel for one stay in BID_LIMIT_WINDOW_MS, whatever became of them. */
export const BIDS_PER_STAY = 3;
export const BID_LIMIT_WINDOW_MS = 24 * HOUR_MS;
/** Chance answers per customer and minute. */
export const CHANCES_PER_MINUTE = 30;

/** Why a bid was rejected or expired. */
export const BID_END_REASONS = [
  'below_hotel_price',
  'sold_out_at_bid_prices',
  'hotel_declined',
  'no_answer_in_time',
  'counter_expired',
  'not_paid_in_time',
  'counter_declined',
  'another_hotel_accepted',
  'price_too_low',
  'no_rooms',
  'dates_closed',
  'withdrawn_by_customer',
  'deleted_by_customer',
] as const;
export type BidEndReason = (typeof BID_END_REASONS)[number];

/** The reasons a hotel's team gives when it rejects a bid by hand: the customer reads them. */
export const PARTNER_REJECT_REASONS = ['price_too_low', 'no_rooms', 'dates_closed'] as const;
export type PartnerRejectReason = (typeof PARTNER_REJECT_REASONS)[number];

/** Each reason in plain words, for the page and the mail. */
export const BID_END_REASON_TEXT: Record<BidEndReason, string> = {
  below_hotel_price: /*i18n*/ 'Your bid was below the lowest price the hotel takes for these dates.',
  sold_out_at_bid_prices: /*i18n*/ 'The hotel has sold all the rooms it sells at bid prices for one of these nights.',
  hotel_declined: /*i18n*/ 'The hotel declined your bid.',
  no_answer_in_time: /*i18n*/ 'The hotel did not answer in time.',
  counter_expired: /*i18n*/ 'The counter-offer was not booked in time.',
  not_paid_in_time: /*i18n*/ 'The accepted bid was not paid in time.',
  counter_declined: /*i18n*/ 'You declined the counter-offer.',
  another_hotel_accepted: /*i18n*/ 'Another hotel of this bid accepted it, so this one ended.',
  price_too_low: /*i18n*/ 'The hotel declined your bid: the price is too low for these dates.',
  no_rooms: /*i18n*/ 'The hotel declined your bid: it has no rooms left for these dates.',
  dates_closed: /*i18n*/ 'The hotel declined your bid: it takes no bids for these dates.',
  withdrawn_by_customer: /*i18n*/ 'You withdrew this bid after the hotel accepted it.',
  deleted_by_customer: /*i18n*/ 'You deleted this bid before the hotel answered.',
};

/** The reasons a deadline passing gives: such a bid expired rather than being turned down. */
const DEADLINE_REASONS: ReadonlySet<string | null> = new Set<BidEndReason>([
  'no_answer_in_time',
  'counter_expired',
  'not_paid_in_time',
]);

export const endedByDeadline = (reason: string | null) => DEADLINE_REASONS.has(reason);

export function reasonText(reason: string | null): string | null {
  return reason !== null && reason in BID_END_REASON_TEXT ? BID_END_REASON_TEXT[reason as BidEndReason] : null;
}

export type BidDeadlines = { expiresAt: Date | null; counterValidUntil: Date | null; payBy: Date | null };

type Dated = { status: BidStatus | string; createdAt: Date; decidedAt: Date | null };

/**
 * A pending bid waits BID_DECISION_BUSINESS_DAYS for an answer; a counter-offer holds COUNTER_VALID_HOURS after it was
 * made, and an accepted bid is paid within PAY_WITHIN_HOURS.
 */
export function bidDeadlines({ status, createdAt, decidedAt }: Dated): BidDeadlines {
  const decided = decidedAt ?? createdAt;
  const after = (hours: number) => new Date(decided.getTime() + hours * HOUR_MS);
  return {
    expiresAt: status === 'pending' ? addBusinessDays(createdAt, BID_DECISION_BUSINESS_DAYS) : null,
    counterValidUntil: status === 'counteroffer' ? after(COUNTER_VALID_HOURS) : null,
    payBy: status === 'accepted' ? after(PAY_WITHIN_HOURS) : null,
  };
}

/** When a customer who made `made` (the times of their bids on one hotel and stay) may bid again; null = now. */
export function nextBidAllowedAt(made: readonly Date[], now: Date): Date | null {
  const recent = made
    .filter((at) => now.getTime() - at.getTime() < BID_LIMIT_WINDOW_MS)
    .sort((a, b) => b.getTime() - a.getTime());
  const oldestCounted = recent[BIDS_PER_STAY - 1];
  return oldestCounted ? new Date(oldestCounted.getTime() + BID_LIMIT_WINDOW_MS) : null;
}

/** Another hotel is an alternative when its listed price lies within this share of the bid. */
export const ALTERNATIVE_PRICE_SHARE = 0.15;
export const ALTERNATIVES_SHOWN = 3;

export function isAlternativePrice(listed: number, bid: number): boolean {
  return Math.abs(listed - bid) <= bid * ALTERNATIVE_PRICE_SHARE;
}

/** When the customer is reminded of a counter-offer or a payment still waiting; null for a bid with no such deadline. */
export function reminderAt(bid: Dated): Date | null {
  const { counterValidUntil, payBy } = bidDeadlines(bid);
  if (counterValidUntil) return new Date(counterValidUntil.getTime() - COUNTER_REMINDER_HOURS * HOUR_MS);
  if (payBy) return new Date(payBy.getTime() - PAYMENT_REMINDER_HOURS * HOUR_MS);
  return null;
}
