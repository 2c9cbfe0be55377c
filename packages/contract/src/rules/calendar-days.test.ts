import { describe, expect, it } from 'vitest';
import { DAY_MS, addDays, daysBetween, isoWeekday, nextDailyAt, nightsOfStay, today } from './calendar-days.ts';

describe('calendar days', () => {
  it("finds the next time it is an hour o'clock UTC: today's until it has come, then tomorrow's", () => {
    expect(nextDailyAt(new Date('2026-12-07T02:59:59Z'), 3).toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(nextDailyAt(new Date('2026-12-07T03:00:00Z'), 3).toISOString()).toBe('2026-12-08T03:00:00.000Z');
    expect(nextDailyAt(new Date('2026-12-31T23:00:00Z'), 4).toISOString()).toBe('2027-01-01T04:00:00.000Z');
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-03-28', '2026-03-31')).toBe(3);
    expect(daysBetween('2026-03-31', '2026-03-28')).toBe(-3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('adds days across months and years, and takes them away', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("names today by UTC's day, whatever the hour", () => {
    expect(today(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(today(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(today(new Date(Date.parse('2026-11-27T00:00:00Z') + DAY_MS))).toBe('2026-11-28');
  });

  it('names each night of a stay, none for a stay that ends before it starts', () => {
    expect(nightsOfStay('2026-11-27', '2026-11-30')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(nightsOfStay('2026-11-30', '2026-11-27')).toEqual([]);
  });

  it('numbers weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
