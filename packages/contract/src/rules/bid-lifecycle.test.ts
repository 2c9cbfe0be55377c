import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBidStatus, statusesAllowing, type BidLifecycleEvent } from './bid-lifecycle.ts';
import type { BidStatus } from './bid-status.ts';

const EVENTS: BidLifecycleEvent[] = [
  'accept',
  'reject',
  'counter',
  'decline',
  'complete',
  'expire',
  'withdraw',
  'delete',
];

/** DESIGN §5: every move the lifecycle allows, and nothing else. */
const ALLOWED = new Set([
  'pending>accepted',
  'pending>rejected',
  'pending>counteroffer',
  'accepted>completed',
  'accepted>rejected',
  'counteroffer>completed',
  'counteroffer>rejected',
  'pending>withdrawn',
  'accepted>withdrawn',
]);

describe('bid lifecycle', () => {
  it('no sequence of operations reaches a state the lifecycle forbids', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        let status: BidStatus | 'deleted' = 'pending';
        for (const event of events) {
          if (status === 'deleted') return;
          const next = nextBidStatus(status, event);
          if (next === undefined) continue;
          if (next !== 'deleted') expect(ALLOWED.has(`${status}>${next}`)).toBe(true);
          status = next;
        }
      }),
    );
  });

  it('final states stay final: rejected, completed and withdrawn can only be deleted', () => {
    for (const final of ['rejected', 'completed', 'withdrawn'] as const) {
      for (const event of EVENTS) {
        expect(nextBidStatus(final, event)).toBe(event === 'delete' ? 'deleted' : undefined);
      }
    }
  });

  it('only a pending bid is decided, and only an offer awaiting the customer is paid', () => {
    expect(statusesAllowing('accept')).toEqual(['pending']);
    expect(statusesAllowing('counter')).toEqual(['pending']);
    expect(statusesAllowing('decline')).toEqual(['counteroffer']);
    expect(statusesAllowing('complete').sort()).toEqual(['accepted', 'counteroffer']);
    expect(statusesAllowing('delete')).not.toContain('counteroffer');
  });

  it('lets a pending or accepted bid be withdrawn before it is paid, and an accepted or countered bid expire', () => {
    expect(statusesAllowing('withdraw').sort()).toEqual(['accepted', 'pending']);
    expect(statusesAllowing('delete').sort()).toEqual(['completed', 'rejected', 'withdrawn']);
    expect(statusesAllowing('expire').sort()).toEqual(['accepted', 'counteroffer', 'pending']);
  });
});
