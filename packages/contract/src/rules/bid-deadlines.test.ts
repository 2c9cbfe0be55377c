import { HOUR_MS } from './calendar-days.ts';
import { describe, expect, it } from 'vitest';
import { bidDeadlines, endedByDeadline, isAlternativePrice, nextBidAllowedAt, reasonText } from './bid-deadlines.ts';

const created = new Date('2026-11-23T10:00:00Z'); // a Monday
const decided = new Date('2026-11-23T12:00:00Z');
const hours = (count: number) => count * HOUR_MS;

describe('the deadlines of a bid', () => {
  it('give a pending bid 5 business days, a counter-offer 24 hours and an accepted bid 48 hours', () => {
    expect(bidDeadlines({ status: 'pending', createdAt: created, decidedAt: null })).toEqual({
      expiresAt: new Date('2026-11-30T10:00:00Z'),
      counterValidUntil: null,
      payBy: null,
    });
    expect(bidDeadlines({ status: 'counteroffer', createdAt: created, decidedAt: decided }).counterValidUntil).toEqual(
      new Date(decided.getTime() + hours(24)),
    );
    expect(bidDeadlines({ status: 'accepted', createdAt: created, decidedAt: decided }).payBy).toEqual(
      new Date(decided.getTime() + hours(48)),
    );
    expect(bidDeadlines({ status: 'rejected', createdAt: created, decidedAt: decided })).toEqual({
      expiresAt: null,
      counterValidUntil: null,
      payBy: null,
    });
  });
});

describe('the bids of one stay', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const ago = (count: number) => new Date(now.getTime() - hours(count));

  it('allow a fourth bid only once the oldest of the last three is 24 hours old', () => {
    expect(nextBidAllowedAt([ago(1), ago(2)], now)).toBeNull();
    expect(nextBidAllowedAt([ago(1), ago(2), ago(20)], now)).toEqual(new Date(ago(20).getTime() + hours(24)));
    expect(nextBidAllowedAt([ago(1), ago(2), ago(24)], now)).toBeNull();
    expect(nextBidAllowedAt([ago(30), ago(1), ago(2), ago(3)], now)).toEqual(new Date(ago(3).getTime() + hours(24)));
  });
});

describe('what to do next', () => {
  it('says each reason in plain words, and nothing for words it does not know', () => {
    expect(reasonText('below_hotel_price')).toMatch(/below the lowest price/);
    expect(reasonText('expired')).toBeNull();
    expect(reasonText(null)).toBeNull();
  });

  it('tells a bid that expired, its deadline passed, from one turned down', () => {
    for (const reason of ['no_answer_in_time', 'counter_expired', 'not_paid_in_time'])
      expect(endedByDeadline(reason)).toBe(true);
    for (const reason of ['below_hotel_price', 'sold_out_at_bid_prices', 'hotel_declined', 'counter_declined', null])
      expect(endedByDeadline(reason)).toBe(false);
  });

  it('offers hotels listed within 15 % of the bid', () => {
    expect(isAlternativePrice(115, 100)).toBe(true);
    expect(isAlternativePrice(115.01, 100)).toBe(false);
    expect(isAlternativePrice(85, 100)).toBe(true);
  });
});
