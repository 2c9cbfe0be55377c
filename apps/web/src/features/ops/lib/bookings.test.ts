import { describe, expect, it } from 'vitest';
import { nextAttempt, refundTotal } from './bookings';

describe('a refund attempt', () => {
  let ids = 0;
  const newId = () => `request-${++ids}`;

  it('keeps its request id while the same amount is tried again, all that is left included', () => {
    const first = nextAttempt(undefined, 12.5, newId);
    expect(nextAttempt(first, 12.5, newId)).toBe(first);
    const full = nextAttempt(undefined, undefined, newId);
    expect(nextAttempt(full, undefined, newId).requestId).toBe(full.requestId);
  });

  it('takes a new request id for another amount', () => {
    const first = nextAttempt(undefined, 12.5, newId);
    const other = nextAttempt(first, 10, newId);
    expect(other).toEqual({ amount: 10, requestId: expect.not.stringMatching(first.requestId) });
    expect(nextAttempt(first, undefined, newId).requestId).not.toBe(first.requestId);
  });

  it('refunds all that is left when no amount is typed', () => {
    expect(refundTotal(undefined, 97.5)).toBe(97.5);
    expect(refundTotal(20, 97.5)).toBe(20);
  });
});
