import { OPS_PAGE_SIZE } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { listUrl, pageCount, pageOfSearch } from './list-search';

describe('pageOfSearch', () => {
  it('reads a whole page number from 1 and falls back to the first page', () => {
    expect(pageOfSearch('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageOfSearch(value)).toBe(1);
  });
});

describe('pageCount', () => {
  it('is one page for an empty list and rounds a partial page up', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(OPS_PAGE_SIZE)).toBe(1);
    expect(pageCount(OPS_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });
});

describe('listUrl', () => {
  it('always names the page and the search only when there is one', () => {
    expect(listUrl('/api/ops/partners', { q: '', page: 1 })).toBe('/api/ops/partners?page=1');
    expect(listUrl('/api/ops/customers', { q: 'ann lee', page: 2 })).toBe('/api/ops/customers?page=2&q=ann+lee');
  });
});
