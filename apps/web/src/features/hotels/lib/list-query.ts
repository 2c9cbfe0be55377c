import { noFilters, sortOptions, type HotelFilters, type HotelSort } from './hotel-list';

/** Hotels a city page shows at first, and how many more each "Show more hotels" adds. */
export const PAGE_SIZE = 30;

/** What the customer chose for a city's list: the filters, the order and how many hotels are shown. */
export type ListChoice = { filters: HotelFilters; sort: HotelSort; shown: number };

export const defaultChoice: ListChoice = { filters: noFilters, sort: 'price-asc', shown: PAGE_SIZE };

const MAX_SHOWN = 100 * PAGE_SIZE;

function readAmount(value: string | null): number | undefined {
  const amount = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

const readList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

function readStars(value: string | null): number[] {
  return readList(value)
    .map(Number)
    .filter((stars) => Number.isInteger(stars) && stars >= 1 && stars <= 5);
}

function readShown(value: string | null): number {
  const pages = Math.round(Number(value) / PAGE_SIZE);
  return Number.isFinite(pages) && pages >= 1 ? Math.min(pages * PAGE_SIZE, MAX_SHOWN) : PAGE_SIZE;
}

/** The list's choice in a URL, with the default's values for whatever is missing or invalid. */
export function readListChoice(params: URLSearchParams): ListChoice {
  const sort = sortOptions.find((option) => option.value === params.get('sort'))?.value ?? defaultChoice.sort;
  const minPrice = readAmount(params.get('min'));
  const maxPrice = readAmount(params.get('max'));
  return {
    filters: {
      minPrice: minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? undefined : minPrice,
      maxPrice,
      stars: readStars(params.get('stars')),
      meals: readList(params.get('meals')),
      freeCancellation: params.get('free') === '1',
    },
    sort,
    shown: readShown(params.get('shown')),
  };
}

/** `params` with `choice` in place of the list's choice they had, leaving out what is the default. */
export function withListChoice(params: URLSearchParams, { filters, sort, shown }: ListChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: [string, string | undefined][] = [
    ['min', filters.minPrice?.toString()],
    ['max', filters.maxPrice?.toString()],
    ['stars', filters.stars.join(',')],
    ['meals', filters.meals.join(',')],
    ['free', filters.freeCancellation ? '1' : undefined],
    ['sort', sort === defaultChoice.sort ? undefined : sort],
    ['shown', shown === defaultChoice.shown ? undefined : String(shown)],
  ];
  for (const [key, value] of values) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
