import { bidDeadlines, type BidStatus } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid } from './decide-bid.ts';

/** Why a bid that waited too long ends, by the status it waited in. */
const EXPIRY_REASONS: Partial<Record<BidStatus, string>> = {
  pending: 'no_answer_in_time',
  counteroffer: 'counter_expired',
  accepted: 'not_paid_in_time',
};

/**
 * A deadline passed: a bid nobody answered, a counter-offer not booked or an accepted bid not paid becomes rejected
 * with its reason and a mail, once; a bid that moved on in the meantime stays as it is.
 */
export function expireBidUseCase({ repository, clock }: BidsDeps, { decideBid, lapse }: DecideBid) {
  return async function expire(bidId: string) {
    const row = await repository.find(bidId);
    const reason = row && EXPIRY_REASONS[row.status as BidStatus];
    if (!row || !reason) return;
    const { expiresAt, counterValidUntil, payBy } = bidDeadlines(row);
    const deadline = expiresAt ?? counterValidUntil ?? payBy;
    if (deadline && deadline > clock.now()) return;
    if (row.status !== 'pending') return lapse(row, reason);
    await decideBid(row, { action: 'reject' }, { by: 'deadline', reason }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    });
  };
}
