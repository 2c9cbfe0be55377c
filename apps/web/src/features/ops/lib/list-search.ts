import { OPS_PAGE_SIZE } from '@bidstay/contract';

/** The page of the URL's `page`: a whole number from 1, else the first. */
export function pageOfSearch(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages of `pageSize` hold `total` records: at least one, the empty one. */
export const pageCount = (total: number, pageSize = OPS_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

export type ListSearch = { q: string; page: number };

/** A list's URL: its page, and the search when there is one. */
export function listUrl(path: string, { q, page }: ListSearch) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  return `${path}?${search}`;
}
