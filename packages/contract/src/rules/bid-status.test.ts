import { describe, expect, it } from 'vitest';
import { BidStatusCode, bidStatusCode, bidTab } from './bid-status.ts';

describe('bid status from server text', () => {
  it.each([
    ['pending', BidStatusCode.Pending],
    ['submitted', BidStatusCode.Pending],
    ['open', BidStatusCode.Pending],
    ['accepted', BidStatusCode.Accepted],
    ['rejected', BidStatusCode.Rejected],
    ['declined', BidStatusCode.Rejected],
    ['completed', BidStatusCode.Completed],
    ['finished', BidStatusCode.Completed],
    ['paid', BidStatusCode.Completed],
    ['something-else', BidStatusCode.Pending],
  ])('%s gives %i', (status, code) => {
    expect(bidStatusCode({ status })).toBe(code);
  });

  it('a counter-offer counts only with an amount to pay above 0', () => {
    expect(bidStatusCode({ status: 'counteroffer', counter_offer: { amount_to_pay: 120 } })).toBe(
      BidStatusCode.CounterOffer,
    );
    expect(bidStatusCode({ status: 'counteroffer', counter_offer: { amount_to_pay: 0 } })).toBe(BidStatusCode.Pending);
    expect(bidStatusCode({ status: 'counteroffer' })).toBe(BidStatusCode.Pending);
  });

  it('reads numeric statuses, 5 meaning completed and unknown numbers pending', () => {
    expect(bidStatusCode({ status: 1 })).toBe(BidStatusCode.Accepted);
    expect(bidStatusCode({ status: 4 })).toBe(BidStatusCode.CounterOffer);
    expect(bidStatusCode({ status: 5 })).toBe(BidStatusCode.Completed);
    expect(bidStatusCode({ status: 9 })).toBe(BidStatusCode.Pending);
  });
});

describe('bid tabs', () => {
  it('active holds pending, accepted and counter-offer; rejected and completed their own', () => {
    expect(bidTab(BidStatusCode.Pending)).toBe('active');
    expect(bidTab(BidStatusCode.Accepted)).toBe('active');
    expect(bidTab(BidStatusCode.CounterOffer)).toBe('active');
    expect(bidTab(BidStatusCode.Rejected)).toBe('rejected');
    expect(bidTab(BidStatusCode.Completed)).toBe('completed');
  });
});
