import { messages, statusesAllowing, type BidStatus } from '@bidstay/contract';
import type { NewJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailMoney } from '../mail/mail.service.ts';
import { BID_WITHDRAWN_JOB } from './bid-jobs.ts';
import type { BidChanges, BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import { toBid } from './to-bid.ts';

export const WITHDRAWN_BY_CUSTOMER = 'withdrawn_by_customer';
export const DELETED_BY_CUSTOMER = 'deleted_by_customer';

/** What ending a bid changes, and the news it sends; null when the bid waits for its customer and cannot go. */
export type Ending = { changes: BidChanges; then: NewJob[] } | null;

/** A partner of a hotel, as its mail addresses it. */
export type Partner = { id: string; email: string; name: string };

/**
 * A customer's bid leaves their hands. An accepted one is withdrawn: it stays in their list, its hotel is told by mail
 * and push. A pending one the customer deletes is withdrawn too and leaves their list, but stays in its hotel's history
 * and the back office as deleted by the customer. Any other is only taken off their list.
 */
export function withdrawBidUseCase(
  { repository, clock, queue, push, mail }: BidsDeps,
  ownBid: (customerId: string, bidId: string) => Promise<BidRow>,
) {
  /** The partners' push, and the job that mails them once it runs: a withdrawal's news, queued with it. */
  function tellHotel(row: BidRow, changes: BidChanges): NewJob[] {
    const bid = toBid({ ...row, ...changes });
    return [push.withdrawnNews(bid), queue.job(BID_WITHDRAWN_JOB, { bidId: row.id })];
  }

  /** Why a withdrawal was refused: an accepted bid paying itself says so. */
  async function refusal(bidId: string) {
    const now = await repository.find(bidId);
    const bound = now?.status === 'accepted' && now.autopayPaymentMethod !== null;
    return new AppError('conflict', bound ? messages.bids.autopayBinding : messages.bids.notAllowed);
  }

  function endingOf(row: BidRow, alsoOffList: boolean): Ending {
    const now = clock.now();
    const status = row.status as BidStatus;
    const offList = alsoOffList ? { deletedAt: now } : {};
    const withdrawn = { status: 'withdrawn', decidedBy: 'customer', updatedAt: now };
    if (status === 'accepted') {
      const changes = { ...withdrawn, reason: WITHDRAWN_BY_CUSTOMER, ...offList };
      return { changes, then: tellHotel(row, changes) };
    }
    if (status === 'pending')
      return { changes: { ...withdrawn, reason: DELETED_BY_CUSTOMER, deletedAt: now }, then: [] };
    return statusesAllowing('delete').includes(status) ? { changes: { deletedAt: now }, then: [] } : null;
  }

  return {
    /** Answers the status the bid had: a deletion racing a decision or a payment has one winner. */
    async deleteBid(customerId: string, bidId: string): Promise<BidStatus> {
      const before = await ownBid(customerId, bidId);
      const ending = endingOf(before, false);
      const moved = ending && (await repository.end(before, ending.changes, ending.then));
      if (!moved) throw await refusal(bidId);
      if (ending.then.length) queue.wake(BID_WITHDRAWN_JOB);
      return before.status as BidStatus;
    },

    /** A group goes whole, off the customer's list: every bid of it, or none when one waits for the customer. */
    async deleteGroup(customerId: string, groupId: string) {
      const group = await repository.ofGroup(groupId);
      if (!group.some((row) => row.customerId === customerId)) throw new AppError('not_found', messages.bids.notFound);
      const deleted = await repository.endGroup(customerId, groupId, (row) => endingOf(row, true));
      if (!deleted) throw new AppError('conflict', messages.bids.notAllowed);
      queue.wake(BID_WITHDRAWN_JOB);
    },

    /** The hotel's partners mailed of a withdrawal, each once, unless they switched such mail off. */
    async mailHotelOfWithdrawal(bidId: string, partnersOf: (hotelId: number) => Promise<Partner[]>) {
      const row = await repository.findKept(bidId);
      if (!row || row.status !== 'withdrawn' || row.reason !== WITHDRAWN_BY_CUSTOMER) return;
      const { booking } = toBid(row);
      const data = {
        hotelName: booking.hotel_name,
        bid: mailMoney(row.bid, row.currency),
        checkIn: booking.check_in,
        checkOut: booking.check_out,
        date: row.updatedAt.toISOString().slice(0, 10),
      };
      for (const partner of await partnersOf(row.hotelId)) {
        const notice = { role: 'supplier' as const, id: partner.id, kind: 'bid-withdrawn' };
        await mail.enqueue(
          { template: 'bid-withdrawn', to: partner.email, data: { ...data, name: partner.name }, notice },
          { dedupeKey: `${BID_WITHDRAWN_JOB.name}:${bidId}:${partner.id}` },
        );
      }
    },
  };
}
