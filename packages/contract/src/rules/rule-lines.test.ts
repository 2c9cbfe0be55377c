import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.ts';
import { decideByRuleSet, exceedsNightlyCap, lineApplies, type RuleLine } from './rule-lines.ts';

// 2027-01-08 is a Friday.
const stay = { checkIn: '2027-01-08', checkOut: '2027-01-10', roomName: 'Deluxe Double Room', madeOn: '2026-12-29' };
const levels = { autoAcceptPercent: 96, counterPercent: 94, rejectBelowPercent: 90 };
const line = (label: string, when: RuleLine['when'], overrides: Partial<RuleLine> = {}): RuleLine => ({
  label,
  when,
  ...levels,
  ...overrides,
});

describe('a rule line', () => {
  it('holds with no condition', () => expect(lineApplies({}, stay)).toBe(true));

  it('reads each condition on its own', () => {
    expect(lineApplies({ checkinFrom: '2027-01-08' }, stay)).toBe(true);
    expect(lineApplies({ checkinFrom: '2027-01-09' }, stay)).toBe(false);
    expect(lineApplies({ checkinTo: '2027-01-08' }, stay)).toBe(true);
    expect(lineApplies({ checkinTo: '2027-01-07' }, stay)).toBe(false);
    expect(lineApplies({ weekdays: [5, 6] }, stay)).toBe(true);
    expect(lineApplies({ weekdays: [1, 2, 3, 4, 7] }, stay)).toBe(false);
    expect(lineApplies({ leadDays: { min: 10, max: 10 } }, stay)).toBe(true);
    expect(lineApplies({ leadDays: { max: 9 } }, stay)).toBe(false);
    expect(lineApplies({ leadDays: { min: 11 } }, stay)).toBe(false);
    expect(lineApplies({ minNights: 2 }, stay)).toBe(true);
    expect(lineApplies({ minNights: 3 }, stay)).toBe(false);
    expect(lineApplies({ roomContains: 'DOUBLE' }, stay)).toBe(true);
    expect(lineApplies({ roomContains: 'twin' }, stay)).toBe(false);
  });

  it('holds only when every condition it names holds', () => {
    const winterWeekend = { checkinFrom: '2027-01-01', checkinTo: '2027-03-31', weekdays: [5, 6], minNights: 2 };
    expect(lineApplies(winterWeekend, stay)).toBe(true);
    expect(lineApplies({ ...winterWeekend, roomContains: 'suite' }, stay)).toBe(false);
  });
});

describe('a rule set', () => {
  const offer = { bid: 190, listed: 200, floor: 150 };

  it('is decided by the first line that holds', () => {
    const ruleSet = {
      lines: [
        line('Suites', { roomContains: 'suite' }, { autoAcceptPercent: 80 }),
        line('Weekends', { weekdays: [5, 6] }, { autoAcceptPercent: 99, counterPercent: 99.5 }),
        line('Everything else', {}),
      ],
      nightlyCap: null,
    };
    expect(decideByRuleSet(offer, stay, ruleSet)).toEqual({
      action: 'counter',
      amount: 199,
      line: { index: 1, label: 'Weekends' },
    });
  });

  it('leaves a bid no line holds for to a person', () => {
    const ruleSet = { lines: [line('Suites', { roomContains: 'suite' })], nightlyCap: null };
    expect(decideByRuleSet(offer, stay, ruleSet)).toEqual({ action: 'manual', line: null });
  });

  it('never accepts nor counters below the floor, whatever the lines say', () => {
    const percent = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.record({ autoAcceptPercent: percent, counterPercent: percent, rejectBelowPercent: percent }), {
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 100_000 }),
        (lines, bidCents, listedCents) => {
          const listed = listedCents / 100;
          const bid = Math.min(bidCents / 100, listed - 0.01);
          const floor = Math.round(listed * 75) / 100;
          const ruleSet = { lines: lines.map((levelsOf) => line('any', {}, levelsOf)), nightlyCap: null };
          const outcome = decideByRuleSet({ bid, listed, floor }, stay, ruleSet);
          if (outcome.action === 'accept') expect(bid).toBeGreaterThanOrEqual(floor);
          if (outcome.action === 'counter') expect(outcome.amount).toBeGreaterThanOrEqual(floor);
        },
      ),
    );
  });
});

describe('the nightly cap', () => {
  const accepted = [
    { checkIn: '2027-01-07', checkOut: '2027-01-09' },
    { checkIn: '2027-01-08', checkOut: '2027-01-09' },
  ];

  it('is exceeded when a night of the stay already has as many accepted bids as the cap', () => {
    expect(exceedsNightlyCap(stay, accepted, 2)).toBe(true);
    expect(exceedsNightlyCap(stay, accepted, 3)).toBe(false);
  });

  it('counts a check-out day as no night', () => {
    expect(exceedsNightlyCap({ checkIn: '2027-01-09', checkOut: '2027-01-10' }, accepted, 1)).toBe(false);
  });

  it('is no limit when there is no cap', () => expect(exceedsNightlyCap(stay, accepted, null)).toBe(false));

  it('never lets the acceptances it allows cover a night more often than the cap, whatever the stays', () => {
    const stayArbitrary = fc
      .record({ start: fc.integer({ min: 0, max: 20 }), nights: fc.integer({ min: 1, max: 5 }) })
      .map(({ start, nights }) => ({
        checkIn: addDays('2027-01-01', start),
        checkOut: addDays('2027-01-01', start + nights),
      }));
    fc.assert(
      fc.property(fc.array(stayArbitrary, { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (stays, cap) => {
        const taken: { checkIn: string; checkOut: string }[] = [];
        for (const next of stays) if (!exceedsNightlyCap(next, taken, cap)) taken.push(next);
        for (let day = 0; day < 30; day++) {
          const night = addDays('2027-01-01', day);
          expect(taken.filter((other) => other.checkIn <= night && night < other.checkOut).length).toBeLessThanOrEqual(
            cap,
          );
        }
      }),
    );
  });
});
