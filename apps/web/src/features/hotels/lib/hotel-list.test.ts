import type { HotelMinimal } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import {
  cheapestFirst,
  listHotels,
  mealsOffered,
  noFilters,
  resultsSummary,
  settledCount,
  type HotelFilters,
} from './hotel-list';
import type { ShownRate } from './rates';

const hotel = (hid: number, stars = 3, rating: number | null = null): HotelMinimal => ({
  id: `hotel-${hid}`,
  hid,
  name: `Hotel ${hid}`,
  address: 'Main Street 1',
  star_rating: stars,
  rating,
  review_count: 0,
  region_id: 1,
  latitude: 59.3,
  longitude: 18.1,
  images: [],
});

const rate = (total: number, meal = 'nomeal', freeUntil?: string): ShownRate => ({
  room_name: 'Double room',
  meal,
  payment_options: {
    payment_types: [
      {
        show_amount: String(total),
        show_currency_code: 'EUR',
        cancellation_penalties: freeUntil ? { free_cancellation_before: freeUntil } : null,
      },
    ],
  },
});

const NIGHTS = 2;
const hotels = [hotel(1, 5, 9.1), hotel(2, 3, 7.5), hotel(3, 4, null), hotel(4, 2, 8)];
const ratesByHid = new Map<number, ShownRate[]>([
  [1, [rate(400, 'breakfast', '2026-12-01T00:00:00'), rate(300)]],
  [2, [rate(200, 'breakfast')]],
  [3, [rate(100)]],
]);
const list = (filters: Partial<HotelFilters> = {}, sort: Parameters<typeof listHotels>[1]['sort'] = 'price-asc') =>
  listHotels(hotels, { ratesByHid, nights: NIGHTS, filters: { ...noFilters, ...filters }, sort });
const hids = (listed: { hotel: HotelMinimal }[]) => listed.map((each) => each.hotel.hid);

describe('the city list', () => {
  it('lists hotels with a rate in the chosen order, each at its cheapest rate a night, then those without', () => {
    const { available, unavailable } = list();
    expect(hids(available)).toEqual([3, 2, 1]);
    expect(available.map((each) => each.perNight)).toEqual([50, 100, 150]);
    expect(hids(unavailable)).toEqual([4]);
  });

  it('orders by price downwards, guest rating and stars', () => {
    expect(hids(list({}, 'price-desc').available)).toEqual([1, 2, 3]);
    expect(hids(list({}, 'rating').available)).toEqual([1, 2, 3]);
    expect(hids(list({}, 'stars').available)).toEqual([1, 3, 2]);
  });

  it('keeps a price range a night, both ends included', () => {
    expect(hids(list({ minPrice: 100, maxPrice: 150 }).available)).toEqual([2, 1]);
    expect(hids(list({ maxPrice: 49 }).available)).toEqual([]);
  });

  it('prices a hotel at its cheapest rate that matches the meal and cancellation filters', () => {
    const breakfast = list({ meals: ['breakfast'] });
    expect(hids(breakfast.available)).toEqual([2, 1]);
    expect(breakfast.available.find((each) => each.hotel.hid === 1)?.perNight).toBe(200);
    expect(hids(breakfast.unavailable)).toEqual([3, 4]);
    expect(hids(list({ freeCancellation: true }).available)).toEqual([1]);
  });

  it('leaves out hotels of other star classes, with or without a rate', () => {
    const { available, unavailable } = list({ stars: [2, 3] });
    expect(hids(available)).toEqual([2]);
    expect(hids(unavailable)).toEqual([4]);
  });
});

describe('hotels that keep their place while others load', () => {
  const options = { ratesByHid, nights: NIGHTS, filters: noFilters, sort: 'price-asc' as const };
  const withLoading = new Map([...ratesByHid, [5, [rate(250)]]]);

  it('keeps every hotel when none is loading', () => {
    expect(settledCount(list().available, [], options)).toBe(3);
  });

  it('keeps those cheaper than any loading hotel could be, cheapest first', () => {
    const available = list().available;
    expect(settledCount(available, [5], { ...options, ratesByHid: withLoading })).toBe(2);
    expect(settledCount(available, [4], options)).toBe(3);
  });

  it('keeps none in an order that prices do not decide', () => {
    expect(
      settledCount(list({}, 'rating').available, [5], { ...options, ratesByHid: withLoading, sort: 'rating' }),
    ).toBe(0);
  });
});

describe('what the list loads first and offers', () => {
  it('loads the hotels cheapest first', () => {
    expect(cheapestFirst(ratesByHid, NIGHTS)).toEqual([3, 2, 1]);
  });

  it('offers each meal of the rates once, sorted', () => {
    expect(mealsOffered(ratesByHid)).toEqual(['breakfast', 'nomeal']);
  });
});

describe("the list's count", () => {
  it('counts the hotels with rooms among the city’s without a filter', () => {
    expect(resultsSummary({ availableCount: 367, withRooms: 367, cityCount: 488, filtered: false })).toBe(
      '367 of 488 hotels have rooms for your dates',
    );
  });

  it('counts the hotels matching the filters beside those with rooms, not as a share of the city', () => {
    expect(resultsSummary({ availableCount: 60, withRooms: 367, cityCount: 488, filtered: true })).toBe(
      '60 hotels match your filters (367 have rooms)',
    );
    expect(resultsSummary({ availableCount: 1, withRooms: 1, cityCount: 488, filtered: true })).toBe(
      '1 hotel matches your filters (1 has rooms)',
    );
  });
});
