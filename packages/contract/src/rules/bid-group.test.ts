import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { bidGroupProblems } from './bid-group.ts';

const stay = {
  check_in: '2026-12-01',
  check_out: '2026-12-04',
  residency: 'se',
  guests: [{ adults: 2, children: [] }],
};

describe('a bid to several hotels', () => {
  it('takes other hotels for the same stay, guests and residency', () => {
    expect(bidGroupProblems({ hotel_id: 1, booking: stay })).toEqual([]);
    const alsoAt = [
      { hotel_id: 2, booking: { ...stay } },
      { hotel_id: 3, booking: { ...stay, guests: [{ adults: 2, children: [] }] } },
    ];
    expect(bidGroupProblems({ hotel_id: 1, booking: stay, alsoAt })).toEqual([]);
  });

  it('refuses a hotel twice, the first choice included', () => {
    expect(bidGroupProblems({ hotel_id: 1, booking: stay, alsoAt: [{ hotel_id: 1, booking: stay }] })).toEqual([
      { path: ['alsoAt', 0, 'hotel_id'], message: messages.bids.groupHotelTwice },
    ]);
    const twice = [
      { hotel_id: 2, booking: stay },
      { hotel_id: 2, booking: stay },
    ];
    expect(bidGroupProblems({ hotel_id: 1, booking: stay, alsoAt: twice })).toEqual([
      { path: ['alsoAt', 1, 'hotel_id'], message: messages.bids.groupHotelTwice },
    ]);
  });

  it('refuses other dates, other guests or another residency', () => {
    const others = [
      { ...stay, check_out: '2026-12-05' },
      { ...stay, check_in: '2026-12-02' },
      { ...stay, guests: [{ adults: 1, children: [] }] },
      { ...stay, residency: 'de' },
    ];
    for (const booking of others)
      expect(bidGroupProblems({ hotel_id: 1, booking: stay, alsoAt: [{ hotel_id: 2, booking }] })).toEqual([
        { path: ['alsoAt', 0, 'booking'], message: messages.bids.groupOtherStay },
      ]);
  });
});
