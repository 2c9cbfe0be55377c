import { bidStatusCode, bidTab, type Bid, type BidTab } from '@bidstay/contract';

/** One line of My Bids: a bid to one hotel, or one bid sent to several hotels, its hotels first choice first. */
export type BidItem = { kind: 'bid'; bid: Bid } | { kind: 'group'; id: string; bids: Bid[] };

const byRank = (a: Bid, b: Bid) => (a.group_rank ?? 0) - (b.group_rank ?? 0);

/** Bids of one group become one item, where its first bid was; the others stay as they come (newest first). */
export function bidItems(bids: Bid[]): BidItem[] {
  const groups = new Map<string, Bid[]>();
  const items: BidItem[] = [];
  for (const bid of bids) {
    if (bid.group_id === null) {
      items.push({ kind: 'bid', bid });
      continue;
    }
    const group = groups.get(bid.group_id);
    if (group) {
      group.push(bid);
      continue;
    }
    const members = [bid];
    groups.set(bid.group_id, members);
    items.push({ kind: 'group', id: bid.group_id, bids: members });
  }
  for (const members of groups.values()) members.sort(byRank);
  return items;
}

/** A group sits in the tab of its liveliest bid: active while one hotel is still in play, else completed or rejected. */
export function itemTab(item: BidItem): BidTab {
  if (item.kind === 'bid') return bidTab(bidStatusCode(item.bid));
  const tabs = item.bids.map((bid) => bidTab(bidStatusCode(bid)));
  return (['active', 'completed', 'rejected'] as const).find((tab) => tabs.includes(tab)) ?? 'rejected';
}
