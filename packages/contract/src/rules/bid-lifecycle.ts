import type { BidStatus } from './bid-status.ts';

/** What can happen to a bid, and who does it (DESIGN §5 "Bid lifecycle"). */
export type BidLifecycleEvent =
  'accept' | 'reject' | 'counter' | 'decline' | 'complete' | 'expire' | 'withdraw' | 'delete';

const NEXT: Record<BidStatus, Partial<Record<BidLifecycleEvent, BidStatus | 'deleted'>>> = {
  pending: {
    accept: 'accepted',
    reject: 'rejected',
    counter: 'counteroffer',
    expire: 'rejected',
    withdraw: 'withdrawn',
  },
  accepted: { complete: 'completed', expire: 'rejected', withdraw: 'withdrawn' },
  counteroffer: { decline: 'rejected', complete: 'completed', expire: 'rejected' },
  rejected: { delete: 'deleted' },
  completed: { delete: 'deleted' },
  withdrawn: { delete: 'deleted' },
};

/**
 * The status after `event`, or undefined when the lifecycle forbids it. A countered bid waits for the customer to pay
 * or decline and cannot be deleted, so a deletion racing a decision has exactly one winner; an accepted bid is binding
 * but can be withdrawn until it is paid, and a pending one withdrawn when its customer deletes it: the hotel keeps it
 * in its history as withdrawn. Accepted and countered bids expire when their deadline passes.
 */
export function nextBidStatus(status: BidStatus, event: BidLifecycleEvent): BidStatus | 'deleted' | undefined {
  return NEXT[status][event];
}

export function statusesAllowing(event: BidLifecycleEvent): BidStatus[] {
  return (Object.keys(NEXT) as BidStatus[]).filter((status) => NEXT[status][event] !== undefined);
}
