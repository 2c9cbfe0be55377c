type Viewer = 'customer' | 'supplier';

/** Who made a bid's decision, from its `decided_by` (supplier:…, rule:…, customer, system), as `viewer` reads it. */
export function describeDecider(decidedBy: string | null, viewer: Viewer): string | null {
  if (!decidedBy) return null;
  if (decidedBy.startsWith('supplier:')) return viewer === 'supplier' ? 'Hotel team' : 'The hotel';
  if (decidedBy.startsWith('rule:')) return viewer === 'supplier' ? 'Automatic rule' : "The hotel's automatic rule";
  if (decidedBy === 'customer') return viewer === 'customer' ? 'You' : 'Customer';
  if (decidedBy === 'system') return 'Bidstay (no answer in time)';
  if (decidedBy === 'floor') return viewer === 'supplier' ? "Below the rate's floor" : "Below the hotel's lowest price";
  return decidedBy;
}

const REASONS: Record<string, string> = {
  sold_out_at_bid_prices: 'the rooms sold at bid prices for one of these nights are taken',
  withdrawn_by_customer: 'withdrawn after it was accepted',
  deleted_by_customer: 'deleted before an answer',
};

/** Why a bid was decided, in words; reasons recorded as codes are spelled out. */
export function describeReason(reason: string | null): string | null {
  return reason && (REASONS[reason] ?? reason);
}
