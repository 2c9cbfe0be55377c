import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each reason a bid ended or was answered for, as the hotel's team reads it in the history. */
const REASON_LABELS: Record<string, MessageDescriptor> = {
  below_hotel_price: msg`Below the lowest price for these dates`,
  sold_out_at_bid_prices: msg`The rooms sold at bid prices for a night of the stay are taken`,
  hotel_declined: msg`Declined`,
  no_answer_in_time: msg`No answer in time`,
  counter_expired: msg`Counter-offer not booked in time`,
  not_paid_in_time: msg`Accepted, not paid in time`,
  counter_declined: msg`The customer declined the counter-offer`,
  another_hotel_accepted: msg`Another hotel took the customer’s bid first`,
  price_too_low: msg`Price too low`,
  no_rooms: msg`No rooms left`,
  dates_closed: msg`Dates closed to bids`,
  withdrawn_by_customer: msg`Withdrawn after it was accepted`,
  deleted_by_customer: msg`Deleted before an answer`,
  'automatic accept': msg`Accepted by the rule`,
  'automatic counter': msg`Countered by the rule`,
};

/** A recorded reason in words; one this version does not know is shown as written, its underscores as spaces. */
export function reasonLabel(reason: string): MessageDescriptor | string {
  return REASON_LABELS[reason] ?? reason.replaceAll('_', ' ');
}

/** Who decided a bid, as the hotel's team reads it: Bidstay's own ends say why in their reason, not here. */
export function deciderLabel(decidedBy: string | null): MessageDescriptor | string | null {
  if (!decidedBy) return null;
  if (decidedBy.startsWith('supplier:')) return msg`Hotel team`;
  if (decidedBy.startsWith('rule:')) return msg`Automatic rule`;
  if (decidedBy === 'customer') return msg`Customer`;
  if (decidedBy === 'system') return msg`Bidstay`;
  return decidedBy;
}
