import { describe, expect, it } from 'vitest';
import { formatDistance } from './format';

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
