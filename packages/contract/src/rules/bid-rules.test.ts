import { describe, expect, it } from 'vitest';
import { decideByRule, isValidCounter } from './bid-rules.ts';

const offer = (bid: number) => ({ bid, listed: 200, floor: 120 });
const rule = { autoAcceptPercent: 90, rejectBelowPercent: 70, counterPercent: 85 };

describe('supplier rules', () => {
  it('accepts at the auto-accept level exactly, and above', () => {
    expect(decideByRule(offer(180), rule)).toEqual({ action: 'accept' });
    expect(decideByRule(offer(199.99), rule)).toEqual({ action: 'accept' });
  });

  it('counters just below the auto-accept level', () => {
    expect(decideByRule(offer(169.99), rule)).toEqual({ action: 'counter', amount: 170 });
  });

  it('accepts when the bid already reaches the counter level', () => {
    expect(decideByRule(offer(175), rule)).toEqual({ action: 'accept' });
  });

  it('rejects just below the floor percent, and counters at it', () => {
    expect(decideByRule(offer(139.99), rule)).toEqual({ action: 'reject' });
    expect(decideByRule(offer(140), rule)).toEqual({ action: 'counter', amount: 170 });
  });

  it("never goes below the rate's own floor, whatever the percentages", () => {
    const loose = { autoAcceptPercent: 50, rejectBelowPercent: 10, counterPercent: 20 };
    expect(decideByRule(offer(119.99), loose)).toEqual({ action: 'reject' });
    expect(decideByRule({ bid: 121, listed: 200, floor: 150 }, { ...loose, autoAcceptPercent: 95 })).toEqual({
      action: 'reject',
    });
    expect(decideByRule({ bid: 151, listed: 200, floor: 150 }, { ...loose, autoAcceptPercent: 95 })).toEqual({
      action: 'accept',
    });
  });

  it('holds a level that falls between two cents at the cent above it, a counter-offer’s too', () => {
    const listed = 1248.35; // 95 % is 1185.9325, 98 % is 1223.383
    const levels = { autoAcceptPercent: 95, rejectBelowPercent: null, counterPercent: 98 };
    expect(decideByRule({ bid: 1185.93, listed, floor: 0 }, levels)).toEqual({ action: 'counter', amount: 1223.39 });
    expect(decideByRule({ bid: 1185.94, listed, floor: 0 }, levels)).toEqual({ action: 'accept' });
    const floorAt95 = { autoAcceptPercent: null, rejectBelowPercent: 95, counterPercent: 98 };
    expect(decideByRule({ bid: 1185.93, listed, floor: 0 }, floorAt95)).toEqual({ action: 'reject' });
    expect(decideByRule({ bid: 1185.94, listed, floor: 0 }, floorAt95)).toEqual({ action: 'counter', amount: 1223.39 });
  });

  it('leaves everything to a person when no rule is set, and the middle when no counter is set', () => {
    expect(
      decideByRule(offer(10), { autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null }),
    ).toEqual({
      action: 'manual',
    });
    expect(decideByRule(offer(150), { ...rule, counterPercent: null })).toEqual({ action: 'manual' });
  });

  it('accepts a counter above the bid, up to the listed price, not below the floor', () => {
    expect(isValidCounter(offer(130), 150)).toBe(true);
    expect(isValidCounter(offer(130), 200)).toBe(true);
    expect(isValidCounter(offer(130), 130)).toBe(false);
    expect(isValidCounter(offer(130), 200.01)).toBe(false);
    expect(isValidCounter(offer(100), 110)).toBe(false);
  });
});
