import { describe, expect, it } from 'vitest';
import { formatGuests, roomsOfText } from './guests.ts';

describe('guests in a URL', () => {
  it('writes rooms of adults, with the ages of the children', () => {
    expect(formatGuests([{ adults: 2, children: [] }])).toBe('2');
    expect(
      formatGuests([
        { adults: 2, children: [5, 7] },
        { adults: 1, children: [] },
      ]),
    ).toBe('2-5.7,1');
  });

  it('reads back what it writes', () => {
    const rooms = [
      { adults: 2, children: [5, 7] },
      { adults: 1, children: [] },
      { adults: 3, children: [0] },
    ];
    expect(roomsOfText(formatGuests(rooms))).toEqual(rooms);
  });

  it('reads what is not a number as NaN, for the schema to refuse', () => {
    expect(roomsOfText('two-x')).toEqual([{ adults: Number.NaN, children: [Number.NaN] }]);
  });
});
