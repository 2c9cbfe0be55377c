import type { HotelMinimal } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { createLru, hotelMatches, searchName, words } from './catalogue.ts';

const hotel = (hid: number, name: string, address = ''): HotelMinimal => ({
  id: `hotel_${hid}`,
  hid,
  name,
  address,
  star_rating: 3,
  rating: null,
  review_count: 0,
  region_id: 1,
  latitude: 0,
  longitude: 0,
  images: [],
});

describe('search words', () => {
  it('folds diacritics and case, and splits on anything not a letter or digit', () => {
    expect(words('Grand Hôtel Växjö-Strand 2')).toEqual(['grand', 'hotel', 'vaxjo', 'strand', '2']);
    expect(searchName('Grand Hôtel (Aurora)')).toBe('grand hotel aurora');
  });

  it("matches every word by the beginning of a word of the hotel's name, address or id", () => {
    const aurora = hotel(7000021, 'Grand Hôtel Aurora', 'Storgatan 1, Växjö');
    expect(hotelMatches(aurora, 'hotel aur')).toBe(true);
    expect(hotelMatches(aurora, 'vaxjo')).toBe(true);
    expect(hotelMatches(aurora, '7000021')).toBe(true);
    expect(hotelMatches(aurora, 'rora')).toBe(false);
  });
});

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
