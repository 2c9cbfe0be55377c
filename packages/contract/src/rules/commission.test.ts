import { describe, expect, it } from 'vitest';
import { withCommission } from './commission.ts';

describe('commission', () => {
  it('adds 10% and rounds to 2 decimals', () => {
    expect(withCommission(100)).toBe(110);
    expect(withCommission(33.33)).toBe(36.66);
    expect(withCommission(0.05)).toBe(0.06);
  });
});
