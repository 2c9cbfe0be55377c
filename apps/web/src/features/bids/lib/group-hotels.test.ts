import type { CreateBidBody } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { canAddHotel, closeHotels, groupCandidates, moveItem, rateForAmount, withGroup } from './group-hotels';

const rate = (amount: number) => ({
  payment_options: { payment_types: [{ show_amount: String(amount), commission_info: null }] },
});

describe('the room a bid goes to at a hotel', () => {
  it('is the cheapest listed above the amount', () => {
    expect(rateForAmount([rate(120), rate(95), rate(105), rate(110)], 100)).toEqual(rate(105));
  });

  it('is none when no room is listed above the amount', () => {
    expect(rateForAmount([rate(90), rate(100)], 100)).toBeUndefined();
  });
});

describe('hotels of the city close to the amount', () => {
  const hotels = [
    { hid: 1, rates: [rate(101)] },
    { hid: 2, rates: [rate(114), rate(90)] },
    { hid: 3, rates: [rate(140)] },
    { hid: 4, rates: [rate(99)] },
    { hid: 5, rates: [rate(103)] },
  ];

  it('keeps rooms above the amount and within its share, closest first, without the excepted hotels', () => {
    expect(closeHotels(hotels, 100, new Set([5]))).toEqual([
      { hid: 1, listed: 101 },
      { hid: 2, listed: 114 },
    ]);
  });

  it('shows a few at most', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ hid: index + 1, rates: [rate(101 + index)] }));
    expect(closeHotels(many, 100, new Set())).toHaveLength(5);
  });
});

describe('the hotels offered', () => {
  const wishlist = [
    { hid: 7, name: 'Liked here', region_id: 1 },
    { hid: 8, name: 'Liked elsewhere', region_id: 2 },
    { hid: 9, name: 'Own', region_id: 1 },
  ];

  it('are the wishlist hotels of the city first, then the close ones, each once, never the bid’s own hotel', () => {
    const candidates = groupCandidates({
      regionId: 1,
      ownHid: 9,
      wishlist,
      close: [
        { hid: 7, listed: 110 },
        { hid: 3, listed: 105 },
        { hid: 4, listed: 108 },
      ],
      names: new Map([
        [7, 'Liked here'],
        [3, 'Close'],
      ]),
      listedOf: (hid) => (hid === 7 ? 110 : null),
    });
    expect(candidates).toEqual([
      { hid: 7, name: 'Liked here', listed: 110, fromWishlist: true },
      { hid: 3, name: 'Close', listed: 105, fromWishlist: false },
    ]);
  });
});

describe('ordering the hotels', () => {
  it('moves a hotel up or down by one place', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('allows three hotels at most', () => {
    expect(canAddHotel(2)).toBe(true);
    expect(canAddHotel(3)).toBe(false);
  });
});

describe('the body of a bid to several hotels', () => {
  const body: CreateBidBody = {
    customer_id: 'c',
    hotel_id: 1,
    bid: 100,
    currency: 'EUR',
    booking: { book_hash: 'b1', match_hash: 'm1', check_in: '2027-01-01', check_out: '2027-01-03', guests: [] },
  };

  it('goes as it is to one hotel', () => {
    expect(withGroup(body, [{ hotel_id: 1, book_hash: 'b1', match_hash: 'm1' }])).toBe(body);
  });

  it('makes the first choice the bid’s hotel and the others alsoAt, each with its own room', () => {
    const sent = withGroup(body, [
      { hotel_id: 2, book_hash: 'b2', match_hash: 'm2' },
      { hotel_id: 1, book_hash: 'b1', match_hash: 'm1' },
      { hotel_id: 3, book_hash: 'b3', match_hash: 'm3' },
    ]);
    expect(sent.hotel_id).toBe(2);
    expect(sent.booking).toEqual({ ...body.booking, book_hash: 'b2', match_hash: 'm2' });
    expect(sent.alsoAt).toEqual([
      { hotel_id: 1, booking: body.booking },
      { hotel_id: 3, booking: { ...body.booking, book_hash: 'b3', match_hash: 'm3' } },
    ]);
  });
});
