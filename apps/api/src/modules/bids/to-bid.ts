import { bidDeadlines, customerDecider, type Bid, type BidStatus } from '@bidstay/contract';
import type { BidRow } from './bids.repository.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toBid(row: BidRow): Bid {
  const snapshot = row.snapshot as Bid['booking'];
  const { expiresAt, counterValidUntil, payBy } = bidDeadlines(row);
  return {
    id: row.id,
    customer_id: row.customerId,
    hotel_id: row.hotelId,
    amount: row.amount,
    bid: row.bid,
    currency: row.currency,
    status: row.status as BidStatus,
    counter_offer:
      row.counterAmount === null
        ? null
        : {
            amount_to_pay: row.counterAmount,
            currency: row.currency,
            book_hash: snapshot.book_hash,
            valid_until: iso(counterValidUntil),
          },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    expires_at: iso(expiresAt),
    pay_by: iso(payBy),
    decided_by: row.decidedBy,
    decider: customerDecider(row),
    reason: row.reason,
    booking: snapshot,
    group_id: row.groupId,
    group_rank: row.groupRank,
    autopay: row.autopayPaymentMethod !== null,
    rooms: row.guestNames,
  };
}
