import { describe, expect, it } from 'vitest';
import { supplierRuleSetSchema } from '../supplier.ts';
import type { PastBid } from './rule-simulation.ts';
import { suggestRuleLines } from './rule-suggestions.ts';

let next = 0;
/** A bid at `bid` % of a listed 100, made a week before a Wednesday check-in unless told otherwise. */
const past = (bid: number, status: string, extra: Partial<PastBid> = {}): PastBid => ({
  id: `bid-${(next += 1)}`,
  bid,
  listed: 100,
  floor: 50,
  currency: 'EUR',
  status,
  counterAmount: null,
  checkIn: '2027-01-13',
  checkOut: '2027-01-14',
  roomName: 'Double Room',
  madeOn: '2027-01-06',
  ...extra,
});

const saturday = { checkIn: '2027-01-16', checkOut: '2027-01-17' };
const farAhead = { madeOn: '2026-11-01' };

describe('suggestRuleLines', () => {
  it('accepts short-notice weekday bids above the median declined one, counters others at the median accepted', () => {
    const history = [
      ...[60, 64, 70, 72, 75].map((bid) => past(bid, 'rejected')),
      past(40, 'rejected', saturday),
      past(45, 'rejected', farAhead),
      past(90, 'rejected', { counterAmount: 95 }),
      ...[80, 82].map((bid) => past(bid, 'accepted')),
      ...[85, 88, 91].map((bid) => past(bid, 'completed', saturday)),
      past(86, 'completed', { counterAmount: 95 }),
      past(99, 'pending'),
    ];
    const suggested = suggestRuleLines(history);
    expect(suggested).toEqual([
      {
        kind: 'accept_short_lead_weekdays',
        line: {
          label: 'Weekdays within 14 days',
          when: { weekdays: [1, 2, 3, 4], leadDays: { max: 14 } },
          autoAcceptPercent: 71,
          counterPercent: null,
          rejectBelowPercent: null,
        },
        basis: { bids: 5, medianPercent: 70 },
      },
      {
        kind: 'counter_at_median_accepted',
        line: {
          label: 'Counter at the usual accepted bid',
          when: {},
          autoAcceptPercent: 85,
          counterPercent: 85,
          rejectBelowPercent: null,
        },
        basis: { bids: 5, medianPercent: 85 },
      },
    ]);
    expect(
      supplierRuleSetSchema.safeParse({ lines: suggested.map(({ line }) => line), nightlyCap: null }).success,
    ).toBe(true);
  });

  it('suggests no line a median of fewer than five bids would stand on', () => {
    const history = [
      ...[60, 64, 70, 72].map((bid) => past(bid, 'rejected')),
      ...[60, 64, 70].map((bid) => past(bid, 'rejected', saturday)),
      ...[80, 82, 84, 86].map((bid) => past(bid, 'accepted')),
      ...[90, 91].map((bid) => past(bid, 'pending')),
    ];
    expect(suggestRuleLines(history)).toEqual([]);
    expect(suggestRuleLines([])).toEqual([]);
  });

  it('never asks to accept more than the listed price', () => {
    const history = [99.5, 99.6, 99.7, 99.8, 99.9].map((bid) => past(bid, 'rejected'));
    expect(suggestRuleLines(history)[0]?.line.autoAcceptPercent).toBe(100);
  });
});
