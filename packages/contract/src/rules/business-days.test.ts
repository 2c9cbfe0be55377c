import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

describe('business days', () => {
  it('skips the weekend', () => {
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 5).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 5).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('counts a bid made on a Saturday from Monday', () => {
    expect(addBusinessDays(new Date('2026-11-21T10:00:00Z'), 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });
});
