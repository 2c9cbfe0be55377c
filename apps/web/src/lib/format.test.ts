import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateAt, formatDistance, formatMoney, formatShare, setFormatLocale } from './format';

describe('a distance in words', () => {
  it('counts metres to the ten under a kilometre', () => {
    expect(formatDistance(0.004)).toBe('0 m');
    expect(formatDistance(0.647)).toBe('650 m');
  });

  it('counts kilometres to one decimal from a kilometre on, rounding up to it', () => {
    expect(formatDistance(0.996)).toBe('1.0 km');
    expect(formatDistance(2.34)).toBe('2.3 km');
  });
});

describe('a share of a price', () => {
  it('is cut to a tenth, never rounded up, and never reads 0% or 100% between the two', () => {
    expect(formatShare(96.66)).toBe('96.6%');
    expect(formatShare(97)).toBe('97%');
    expect(formatShare(99.995)).toBe('99.9%');
    expect(formatShare(0.0005)).toBe('0.1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(100)).toBe('100%');
  });
});

describe('formats in the language shown', () => {
  it('writes money, days and times the British way in English', () => {
    setFormatLocale('en-GB');
    expect(formatMoney(1344.58, 'EUR')).toBe('€1,344.58');
    expect(formatCalendarDate('2026-12-12')).toBe('12 Dec 2026');
    expect(formatDateAt(new Date(2027, 0, 9, 19, 0))).toBe('9 Jan 2027, 19:00');
  });

  it('writes them the Swedish way in Swedish', () => {
    setFormatLocale('sv-SE');
    expect(formatMoney(1234.5, 'SEK')).toBe('1\u00a0234,50\u00a0kr');
    expect(formatCalendarDate('2026-12-12')).toBe('12 dec. 2026');
    expect(formatDistance(2.34)).toBe('2,3 km');
    setFormatLocale('en-GB');
  });
});
