import { describe, expect, it } from 'vitest';
import { bidStats, percentile, type StatsBid } from './bid-stats.ts';

const at = (text: string) => new Date(`${text}Z`);
const bid = (made: string, status: string, extra: Partial<StatsBid> = {}): StatsBid => ({
  status,
  counterAmount: null,
  bid: 90,
  listed: 100,
  currency: 'EUR',
  decidedBy: null,
  createdAt: at(made),
  decidedAt: null,
  ...extra,
});

const now = at('2027-01-04T12:00:00');
const inRange = [
  bid('2027-01-01T10:00:00', 'accepted', { decidedBy: 'rule:1', decidedAt: at('2027-01-01T10:00:02') }),
  bid('2027-01-01T11:00:00', 'completed', {
    bid: 80,
    counterAmount: 95,
    decidedBy: 'supplier:x',
    decidedAt: at('2027-01-01T13:00:00'),
  }),
  bid('2027-01-02T09:00:00', 'rejected', { bid: 50, decidedBy: 'supplier:x', decidedAt: at('2027-01-02T10:00:00') }),
  bid('2027-01-03T09:00:00', 'pending', { bid: 97 }),
];
const pending = [
  bid('2027-01-04T11:30:00', 'pending'),
  bid('2027-01-03T09:00:00', 'pending'),
  bid('2026-12-20T09:00:00', 'pending'),
];

describe('bidStats', () => {
  const stats = bidStats(inRange, pending, { from: '2027-01-01', to: '2027-01-03' }, now);

  it('counts each day of the range by outcome, empty days too', () => {
    expect(stats.days).toEqual([
      { day: '2027-01-01', accepted: 1, countered: 1, rejected: 0, manual: 0 },
      { day: '2027-01-02', accepted: 0, countered: 0, rejected: 1, manual: 0 },
      { day: '2027-01-03', accepted: 0, countered: 0, rejected: 0, manual: 1 },
    ]);
  });

  it('gives the share of decided bids accepted, the median bid share and the revenue', () => {
    expect(stats.acceptanceRate).toBeCloseTo(1 / 3);
    expect(stats.medianBidShare).toBe(0.8);
    expect(stats.revenue).toBe(95);
  });

  it('counts as revenue only what was paid: a bid paid and a counter-offer taken up, never one accepted but unpaid', () => {
    const paid = bid('2027-01-02T08:00:00', 'completed', { bid: 70 });
    const unpaid = bid('2027-01-02T08:30:00', 'accepted', { bid: 88 });
    const withPaid = bidStats([...inRange, paid, unpaid], [], { from: '2027-01-01', to: '2027-01-03' }, now);
    expect(withPaid.revenue).toBe(95 + 70);
  });

  it('times people and rules apart, in seconds', () => {
    expect(stats.answerSeconds.rules).toEqual({ median: 2, p90: 2 });
    expect(stats.answerSeconds.people).toEqual({ median: 3600, p90: 7200 });
  });

  it('sorts the pending queue by age', () => {
    expect(stats.pendingByAge.map((bucket) => bucket.count)).toEqual([1, 0, 1, 1]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([], 0.5)).toBeNull();
  });
});
