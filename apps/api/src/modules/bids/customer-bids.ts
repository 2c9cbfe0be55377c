import {
  messages,
  roomsMatchGuests,
  statusesAllowing,
  type Bid,
  type BidGuestsBody,
  type BidStatus,
} from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { BID_EVENTS_CHANNEL, type BidRow } from './bids.repository.ts';
import { guestNamesOf } from './guest-names.ts';
import { toBid } from './to-bid.ts';
import type { BidsDeps } from './bids-deps.ts';

const DECLINE_STATUSES = new Set<unknown>([2, 'rejected', 'declined']);
/** The bids still on their way to a booking: their guests can be named until it is made. */
const NAMEABLE: BidStatus[] = ['pending', 'accepted', 'counteroffer'];

/** What a customer does with their own bids once made. */
export function customerBidsUseCase({ db, repository, clock }: BidsDeps) {
  async function ownBid(customerId: string, bidId: string): Promise<BidRow> {
    const row = await repository.find(bidId);
    if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.bids.notFound);
    return row;
  }

  return {
    /** A customer's own bid, as stored; another's is not found. */
    ownBid,

    customerBids: async (customerId: string) => (await repository.listOfCustomer(customerId)).map(toBid),

    /** A customer's bids as the back office reads them: also those they deleted, which their hotels still see. */
    keptBidsOf: async (customerId: string) => (await repository.listOfCustomerKept(customerId)).map(toBid),

    /** Tells the bid's customer and its hotel's partners of a bid made for the customer (a standing bid's). */
    async announce(bid: Bid) {
      const event = { customerId: bid.customer_id, bidId: bid.id, status: bid.status, hotelId: bid.hotel_id };
      await db.execute(sql`select pg_notify(${BID_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },

    /** Keeps who stays in each room with the bid, in the shape an autopay bid gives them; they must be its party. */
    async saveGuests(customerId: string, bidId: string, { rooms }: BidGuestsBody): Promise<Bid> {
      const row = await ownBid(customerId, bidId);
      if (!roomsMatchGuests(rooms, toBid(row).booking.guests)) {
        const message = messages.bookings.guestsMismatch;
        throw new AppError('invalid_input', message, { rooms: message });
      }
      const changes = { guestNames: guestNamesOf(rooms), updatedAt: clock.now() };
      const saved = await repository.transition(bidId, NAMEABLE, changes, { customerId });
      if (!saved) throw new AppError('conflict', messages.bids.notAllowed);
      return toBid(saved);
    },

    async declineCounter(customerId: string, bidId: string, status: unknown): Promise<Bid> {
      if (!DECLINE_STATUSES.has(status)) throw new AppError('forbidden', messages.bids.onlyDecline);
      await ownBid(customerId, bidId);
      const now = clock.now();
      const declined = await repository.transition(
        bidId,
        statusesAllowing('decline'),
        {
          status: 'rejected',
          decidedBy: 'customer',
          reason: 'counter_declined',
          decidedAt: now,
          updatedAt: now,
        },
        { customerId, announce: true },
      );
      if (!declined) throw new AppError('conflict', messages.bids.notAllowed);
      return toBid(declined);
    },
  };
}
