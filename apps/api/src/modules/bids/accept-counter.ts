import { messages, type Bid } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid } from './decide-bid.ts';
import { toBid } from './to-bid.ts';

/** The statuses the customer sends to take a counter-offer (SPEC §4's 1, or its text). */
const ACCEPT_STATUSES = new Set<unknown>([1, 'accepted']);

export const acceptsCounter = (status: unknown) => ACCEPT_STATUSES.has(status);

/**
 * The customer takes an autopay bid's counter-offer: it becomes accepted at the counter amount, its group's other
 * hotels end, and its card is charged as on any acceptance, all in one transaction. A bid without autopay is taken by
 * paying it, as before.
 */
export function acceptCounterUseCase(
  { db, repository, clock }: BidsDeps,
  { endOthersOfGroup, awaitCustomer, chargeAccepted }: DecideBid,
) {
  return async function acceptCounter(customerId: string, bidId: string): Promise<Bid> {
    const row = await repository.find(bidId);
    if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.bids.notFound);
    if (row.autopayPaymentMethod === null) throw new AppError('forbidden', messages.bids.onlyDecline);
    return db.transaction(async (tx) => {
      if (row.groupId) await repository.lockGroup(row.groupId, tx);
      const now = clock.now();
      const accepted = await repository.transition(
        bidId,
        ['counteroffer'],
        { status: 'accepted', decidedBy: 'customer', decidedAt: now, updatedAt: now },
        { tx, customerId, announce: true },
      );
      if (!accepted) throw new AppError('conflict', messages.bids.notAllowed);
      await endOthersOfGroup(accepted, tx);
      await awaitCustomer(accepted, tx);
      await chargeAccepted(accepted, tx);
      return toBid(accepted);
    });
  };
}
