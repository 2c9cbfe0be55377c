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

/** What decided a bid: a rule line, the nightly cap over a line's acceptance, a deadline, a person, the customer, or another hotel of its group. */
export const DECIDERS = ['rule', 'cap', 'expiry', 'person', 'customer', 'group'] as const;
export type DeciderKind = (typeof DECIDERS)[number];

/** A bid's decision as its row records it. */
export type RecordedDecision = {
  decidedBy: string | null;
  reason: string | null;
  ruleLine: number | null;
};

/** What decided a bid, read from who recorded the decision and why; null while nobody has. */
export function deciderKind({ decidedBy, reason }: RecordedDecision): DeciderKind | null {
  if (reason === 'another_hotel_accepted') return 'group';
  if (!decidedBy) return null;
  if (decidedBy === 'system') return 'expiry';
  if (decidedBy === 'customer') return 'customer';
  if (decidedBy.startsWith('supplier:')) return 'person';
  if (decidedBy.startsWith('rule:')) return reason === 'sold_out_at_bid_prices' ? 'cap' : 'rule';
  return null;
}

/** What a customer may read of what decided a bid: the kind and the rule line's number, none of its levels. */
export function customerDecider(decision: RecordedDecision): { by: DeciderKind; line: number | null } | null {
  const by = deciderKind(decision);
  return by && { by, line: by === 'rule' || by === 'cap' ? decision.ruleLine : null };
}
