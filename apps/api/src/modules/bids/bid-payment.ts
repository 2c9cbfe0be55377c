import { ANOTHER_HOTEL_ACCEPTED, bidDeadlines, messages, statusesAllowing } from '@bidstay/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid } from './decide-bid.ts';

/** What a booking asks of the bid it pays for. */
export function bidPaymentUseCase({ repository, clock }: BidsDeps, { endOthersOfGroup }: DecideBid) {
  return {
    /** Whether an accepted bid or a counter-offer can still be paid now. */
    assertPayable(row: BidRow) {
      const { counterValidUntil, payBy } = bidDeadlines(row);
      if (counterValidUntil && counterValidUntil <= clock.now())
        throw new AppError('conflict', messages.bids.counterExpired);
      if (payBy && payBy <= clock.now()) throw new AppError('conflict', messages.bids.payByPassed);
    },

    /**
     * A bid's payment, in the transaction that records it: the bid's group is locked and its other hotels end,
     * so that of two counter-offers paid at once one stands. False when another hotel of the group came first:
     * that payment goes back.
     */
    async claimPayment(bidId: string, tx: Tx): Promise<boolean> {
      const row = await repository.find(bidId, tx);
      if (!row?.groupId) return true;
      await repository.lockGroup(row.groupId, tx);
      const locked = await repository.find(bidId, tx);
      if (!locked || locked.reason === ANOTHER_HOTEL_ACCEPTED) return false;
      await endOthersOfGroup(locked, tx);
      return true;
    },

    /** A paid bid is completed, in the transaction that confirms its booking; a paid counter-offer ends its group. */
    async complete(bidId: string, tx: Tx) {
      const now = clock.now();
      const row = await repository.find(bidId, tx);
      if (row?.groupId) await repository.lockGroup(row.groupId, tx);
      const completed = await repository.transition(
        bidId,
        statusesAllowing('complete'),
        { status: 'completed', updatedAt: now },
        { tx, announce: true },
      );
      if (completed) await endOthersOfGroup(completed, tx);
    },
  };
}
