import { DEFAULT_GUESTS, formatGuests } from '@bidstay/contract/plain';
import { describe, expect, it } from 'vitest';
import { parseGuests } from './parse-guests';

describe("the guests of a link's `guests`", () => {
  it('reads back the rooms formatGuests wrote', () => {
    const rooms = [
      { adults: 2, children: [4, 11] },
      { adults: 1, children: [] },
    ];
    expect(formatGuests(rooms)).toBe('2-4.11,1');
    expect(parseGuests('2-4.11,1')).toEqual(rooms);
  });

  it('are the default two adults in one room when the link has none', () => {
    expect(parseGuests(null)).toEqual(DEFAULT_GUESTS);
    expect(parseGuests('')).toEqual(DEFAULT_GUESTS);
  });

  it('are the default when the rooms cannot be searched, rather than a part of them', () => {
    for (const value of ['two', '0', '7', '2-18', '2-1.2.3.4.5', '2,,1', Array(10).fill('1').join(',')]) {
      expect(parseGuests(value), value).toEqual(DEFAULT_GUESTS);
    }
  });
});
