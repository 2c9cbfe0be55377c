import type { Bid } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { bidItems, itemTab } from './bid-groups';

const bid = (id: string, extra: Partial<Bid> = {}) =>
  ({ id, status: 'pending', counter_offer: null, group_id: null, group_rank: null, ...extra }) as Bid;

describe('My Bids items', () => {
  it('makes one item of a group, first choice first, where its newest bid stood', () => {
    const items = bidItems([
      bid('a'),
      bid('g3', { group_id: 'g', group_rank: 3 }),
      bid('b'),
      bid('g1', { group_id: 'g', group_rank: 1 }),
      bid('g2', { group_id: 'g', group_rank: 2 }),
    ]);
    expect(items.map((item) => (item.kind === 'bid' ? item.bid.id : item.bids.map((one) => one.id)))).toEqual([
      'a',
      ['g1', 'g2', 'g3'],
      'b',
    ]);
  });

  it('keeps a group active while one hotel is in play, then completed, else rejected', () => {
    const group = (...statuses: Bid['status'][]) =>
      itemTab({ kind: 'group', id: 'g', bids: statuses.map((status, index) => bid(`${index}`, { status })) });
    expect(group('rejected', 'accepted', 'rejected')).toBe('active');
    expect(group('rejected', 'completed', 'rejected')).toBe('completed');
    expect(group('rejected', 'rejected')).toBe('rejected');
    expect(itemTab({ kind: 'bid', bid: bid('x', { status: 'rejected' }) })).toBe('rejected');
  });
});
