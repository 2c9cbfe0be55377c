import type { HotelMinimal } from '@bidstay/contract';
import { msg, plural, t } from '@lingui/core/macro';
import { cheapestRate, freeCancellationBefore, ratePrice, type ShownRate } from './rates';

export type HotelFilters = {
  minPrice?: number;
  maxPrice?: number;
  stars: number[];
  meals: string[];
  freeCancellation: boolean;
};

export const noFilters: HotelFilters = { stars: [], meals: [], freeCancellation: false };

export const sortOptions = [
  { value: 'price-asc', label: msg`Price: lowest first` },
  { value: 'price-desc', label: msg`Price: highest first` },
  { value: 'rating', label: msg`Guest rating` },
  { value: 'stars', label: msg`Stars` },
] as const;
export type HotelSort = (typeof sortOptions)[number]['value'];

export type ListedHotel = { hotel: HotelMinimal; rate?: ShownRate; perNight?: number };

export function filterRatesOnly(filters: HotelFilters): boolean {
  return (
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.meals.length > 0 ||
    filters.freeCancellation
  );
}

/** Whether any filter narrows the list. */
export const anyFilter = (filters: HotelFilters) => filterRatesOnly(filters) || filters.stars.length > 0;

type ResultsCount = { availableCount: number; withRooms: number; cityCount: number; filtered: boolean };

/**
 * What the list says it holds: the hotels with rooms for the stay among the city's; with a filter on, the hotels
 * that match it, beside all those with rooms.
 */
export function resultsSummary({ availableCount, withRooms, cityCount, filtered }: ResultsCount): string {
  if (!filtered) {
    return plural(cityCount, {
      one: `${availableCount} of # hotel has rooms for your dates`,
      other: `${availableCount} of # hotels have rooms for your dates`,
    });
  }
  const match = plural(availableCount, { one: '# hotel matches your filters', other: '# hotels match your filters' });
  return t`${match} (${plural(withRooms, { one: '# has rooms', other: '# have rooms' })})`;
}

function matchingRate(rates: ShownRate[], filters: HotelFilters): ShownRate | undefined {
  return cheapestRate(
    rates.filter(
      (rate) =>
        (filters.meals.length === 0 || filters.meals.includes(rate.meal)) &&
        (!filters.freeCancellation || freeCancellationBefore(rate) !== null),
    ),
  );
}

const compare: Record<HotelSort, (a: ListedHotel, b: ListedHotel) => number> = {
  'price-asc': (a, b) => (a.perNight ?? Infinity) - (b.perNight ?? Infinity),
  'price-desc': (a, b) => (b.perNight ?? -Infinity) - (a.perNight ?? -Infinity),
  rating: (a, b) => (b.hotel.rating ?? 0) - (a.hotel.rating ?? 0),
  stars: (a, b) => b.hotel.star_rating - a.hotel.star_rating,
};

type ListOptions = { ratesByHid: Map<number, ShownRate[]>; nights: number; filters: HotelFilters; sort: HotelSort };

/** The rate's price a night, if it lies within the filters' price range. */
function nightlyWithin(rate: ShownRate, nights: number, filters: HotelFilters): number | undefined {
  const perNight = ratePrice(rate, nights).perNight;
  if (filters.minPrice !== undefined && perNight < filters.minPrice) return undefined;
  if (filters.maxPrice !== undefined && perNight > filters.maxPrice) return undefined;
  return perNight;
}

/** Hotels with a matching rate first (in the chosen order), then the ones without availability. */
export function listHotels(hotels: HotelMinimal[], { ratesByHid, nights, filters, sort }: ListOptions) {
  const available: ListedHotel[] = [];
  const unavailable: ListedHotel[] = [];
  for (const hotel of hotels) {
    if (filters.stars.length && !filters.stars.includes(Math.round(hotel.star_rating))) continue;
    const rate = matchingRate(ratesByHid.get(hotel.hid) ?? [], filters);
    if (!rate) {
      unavailable.push({ hotel });
      continue;
    }
    const perNight = nightlyWithin(rate, nights, filters);
    if (perNight !== undefined) available.push({ hotel, rate, perNight });
  }
  return { available: available.sort(compare[sort]), unavailable: unavailable.sort(compare[sort]) };
}

/** The per-night price of each hotel still loading that could join the available hotels. */
function pendingPrices(pending: number[], { ratesByHid, nights, filters }: ListOptions): number[] {
  return pending.flatMap((hid) => {
    const rate = matchingRate(ratesByHid.get(hid) ?? [], filters);
    return (rate && nightlyWithin(rate, nights, filters)) ?? [];
  });
}

/**
 * How many of the first listed hotels keep their place whatever the hotels still loading (`pending`) turn out to
 * be: shown alone, the list only grows below them instead of pushing them down.
 */
export function settledCount(listed: ListedHotel[], pending: number[], options: ListOptions): number {
  if (pending.length === 0) return listed.length;
  if (options.sort !== 'price-asc' && options.sort !== 'price-desc') return 0;
  const prices = pendingPrices(pending, options);
  const ascending = options.sort === 'price-asc';
  const bound = ascending ? Math.min(...prices) : Math.max(...prices);
  const settled = listed.findIndex(
    ({ perNight }) => perNight === undefined || (ascending ? perNight >= bound : perNight <= bound),
  );
  return settled === -1 ? listed.length : settled;
}

/** The hotels with rates, cheapest first: the order that fills the first page soonest. */
export function cheapestFirst(ratesByHid: Map<number, ShownRate[]>, nights: number): number[] {
  const prices = [...ratesByHid].map(([hid, rates]) => {
    const rate = cheapestRate(rates);
    return { hid, perNight: rate ? ratePrice(rate, nights).perNight : Infinity };
  });
  return prices.sort((a, b) => a.perNight - b.perNight).map(({ hid }) => hid);
}

export function mealsOffered(ratesByHid: Map<number, ShownRate[]>): string[] {
  return [...new Set([...ratesByHid.values()].flat().map((rate) => rate.meal))].sort();
}
