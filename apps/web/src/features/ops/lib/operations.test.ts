import { describe, expect, it } from 'vitest';
import { browserNames, countsByType, jobTypesOf } from './operations';

describe('operations', () => {
  it('turns the counts into a row per type, every state filled', () => {
    const counts = [
      { type: 'mail', state: 'failed' as const, count: 2 },
      { type: 'bid-expiry', state: 'done' as const, count: 5 },
      { type: 'mail', state: 'done' as const, count: 7 },
    ];
    expect(countsByType(counts)).toEqual([
      { type: 'bid-expiry', states: { queued: 0, running: 0, done: 5, failed: 0 } },
      { type: 'mail', states: { queued: 0, running: 0, done: 7, failed: 2 } },
    ]);
    expect(jobTypesOf(counts)).toEqual(['bid-expiry', 'mail']);
  });

  it('names the browser codes and counts pages from one', () => {
    expect([1, 2, 3, 4, 5].map((code) => browserNames.get(code))).toEqual([
      'Chrome',
      'Firefox',
      'Edge',
      'Safari',
      'Other',
    ]);
  });
});
