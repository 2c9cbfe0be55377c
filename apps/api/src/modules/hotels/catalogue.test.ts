import { describe, expect, it } from 'vitest';
import { createLru } from './catalogue.ts';

describe('the bounded cache', () => {
  it('forgets the least recently used past its size, and everything after its time', () => {
    let now = 0;
    const lru = createLru<number, string>(2, 1000, () => now);
    lru.set(1, 'one');
    lru.set(2, 'two');
    expect(lru.get(1)).toBe('one');
    lru.set(3, 'three');
    expect(lru.get(2)).toBeUndefined();
    expect(lru.get(1)).toBe('one');
    now = 1001;
    expect(lru.get(3)).toBeUndefined();
  });
});
