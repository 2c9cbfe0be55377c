import { describe, expect, it } from 'vitest';
import type { RuleLine } from './rule-lines.ts';
import { simulateRuleSet, type PastBid } from './rule-simulation.ts';

const past = (id: string, bid: number, status: string, extra: Partial<PastBid> = {}): PastBid => ({
  id,
  bid,
  listed: 100,
  floor: 80,
  currency: 'EUR',
  status,
  counterAmount: null,
  checkIn: '2027-01-08',
  checkOut: '2027-01-09',
  roomName: 'Double Room',
  madeOn: '2027-01-01',
  ...extra,
});

const everyBid: RuleLine = {
  label: 'Every bid',
  when: {},
  autoAcceptPercent: 95,
  counterPercent: 92,
  rejectBelowPercent: 85,
};

// A hand-made history of one hotel, in the order the bids came.
const history = [
  past('a', 96, 'completed'), // paid at 96
  past('b', 90, 'completed', { counterAmount: 93 }), // took a counter of 93
  past('c', 97, 'rejected'), // a person said no
  past('d', 70, 'rejected'),
  past('e', 91, 'pending'),
  past('f', 99, 'accepted', { checkIn: '2027-02-01', checkOut: '2027-02-02' }),
];

describe('simulateRuleSet', () => {
  it('replays every bid against the rules and counts the answers', () => {
    const result = simulateRuleSet(history, { lines: [everyBid], nightlyCap: null });
    expect(result).toMatchObject({
      bids: 6,
      outcomes: { accepted: 3, countered: 2, rejected: 1, manual: 0 },
      actual: { accepted: 2, revenue: 96 + 93 + 99 },
      simulated: { accepted: 3, revenue: 96 + 92 + 97 + 99 },
      currency: 'EUR',
    });
    expect(result.changed).toMatchObject([
      { bidId: 'c', actual: 'rejected', simulated: 'accepted', reason: 'accepted_by_line', line: everyBid.label },
      { bidId: 'e', actual: 'manual', simulated: 'countered', reason: 'countered_by_line', counterAmount: 92 },
    ]);
  });

  it('applies the nightly cap night by night, in the order the bids came', () => {
    const result = simulateRuleSet(history, { lines: [everyBid], nightlyCap: 1 });
    expect(result.outcomes).toEqual({ accepted: 2, countered: 2, rejected: 2, manual: 0 });
    expect(result.changed).toMatchObject([{ bidId: 'e', actual: 'manual', simulated: 'countered' }]);
    expect(result.simulated).toEqual({ accepted: 2, revenue: 96 + 92 + 99 });
  });

  it('leaves everything to a person with no lines', () => {
    const result = simulateRuleSet(history, { lines: [], nightlyCap: null });
    expect(result.outcomes).toEqual({ accepted: 0, countered: 0, rejected: 0, manual: 6 });
    expect(result.simulated).toEqual({ accepted: 0, revenue: 0 });
  });

  it('counts revenue in the most common currency only', () => {
    const mixed = [...history, past('g', 999, 'accepted', { currency: 'SEK' })];
    expect(simulateRuleSet(mixed, { lines: [everyBid], nightlyCap: null }).actual.revenue).toBe(96 + 93 + 99);
  });
});
