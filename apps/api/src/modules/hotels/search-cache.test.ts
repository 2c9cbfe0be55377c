import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.ts';

/** A partner that answers `bytes` of JSON for each search and counts what it was asked. */
function partner(bytes: number) {
  const asked: string[] = [];
  const search = (city: string) => () => {
    asked.push(city);
    return Promise.resolve({ city, hotels: 'x'.repeat(bytes) });
  };
  return { asked, search };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the search cache', () => {
  it('answers a repeated search from memory, and identical searches in flight with one call', async () => {
    const cached = createSearchCache();
    const { asked, search } = partner(100);
    await Promise.all([cached('region', { id: 1 }, search('Rome')), cached('region', { id: 1 }, search('Rome'))]);
    await cached('region', { id: 1 }, search('Rome'));
    expect(asked).toEqual(['Rome']);
  });

  it('keeps no more bytes than its bound: the oldest answers go first', async () => {
    const cached = createSearchCache({ maxBytes: 2_500 });
    const { asked, search } = partner(1_000);
    for (const city of ['Rome', 'Paris', 'Oslo']) {
      await cached('region', { city }, search(city));
      await settled();
    }
    await cached('region', { city: 'Paris' }, search('Paris'));
    await cached('region', { city: 'Oslo' }, search('Oslo'));
    expect(asked).toEqual(['Rome', 'Paris', 'Oslo']);
    await cached('region', { city: 'Rome' }, search('Rome'));
    expect(asked).toEqual(['Rome', 'Paris', 'Oslo', 'Rome']);
  });

  it('keeps no failure: the next search asks again', async () => {
    const cached = createSearchCache();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('partner down'));
    };
    await expect(cached('page', { hid: 1 }, failing)).rejects.toThrow('partner down');
    await settled();
    await expect(cached('page', { hid: 1 }, failing)).rejects.toThrow('partner down');
    expect(calls).toBe(2);
  });
});
