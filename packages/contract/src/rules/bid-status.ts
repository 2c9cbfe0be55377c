/** Numeric bid status codes the web works with (SPEC §4, DESIGN §5). */
export const BidStatusCode = {
  Pending: 0,
  Accepted: 1,
  Rejected: 2,
  Completed: 3,
  CounterOffer: 4,
  Withdrawn: 6,
} as const;
export type BidStatusCode = (typeof BidStatusCode)[keyof typeof BidStatusCode];

/** How the server stores a bid's status (DESIGN §5). */
export const BID_STATUSES = ['pending', 'accepted', 'rejected', 'counteroffer', 'completed', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

type StatusInput = { status: unknown; counter_offer?: { amount_to_pay?: number | null } | null };

/** SPEC §4's server-text rule; a numeric status follows reading one, and 5 also means completed. */
export function bidStatusCode({ status, counter_offer }: StatusInput): BidStatusCode {
  if (typeof status === 'number') return numericStatusCode(status);
  const text = String(status ?? '').toLowerCase();
  if (text === 'counteroffer') {
    return (counter_offer?.amount_to_pay ?? 0) > 0 ? BidStatusCode.CounterOffer : BidStatusCode.Pending;
  }
  if (text === 'accepted') return BidStatusCode.Accepted;
  if (text === 'rejected' || text === 'declined') return BidStatusCode.Rejected;
  if (text === 'completed' || text === 'finished' || text === 'paid') return BidStatusCode.Completed;
  if (text === 'withdrawn') return BidStatusCode.Withdrawn;
  return BidStatusCode.Pending;
}

function numericStatusCode(status: number): BidStatusCode {
  if (status === 5) return BidStatusCode.Completed;
  const known: number[] = Object.values(BidStatusCode);
  return known.includes(status) ? (status as BidStatusCode) : BidStatusCode.Pending;
}

export const BID_STATUS_LABELS: Record<BidStatusCode, string> = {
  0: /*i18n*/ 'Pending',
  1: /*i18n*/ 'Accepted',
  2: /*i18n*/ 'Rejected',
  3: /*i18n*/ 'Completed',
  4: /*i18n*/ 'Counter-offer',
  6: /*i18n*/ 'Withdrawn',
};

export const BID_TABS = ['active', 'rejected', 'completed'] as const;
export type BidTab = (typeof BID_TABS)[number];

const TAB_MEMBERS: Record<BidTab, readonly BidStatusCode[]> = {
  active: [BidStatusCode.Pending, BidStatusCode.Accepted, BidStatusCode.CounterOffer],
  rejected: [BidStatusCode.Rejected, BidStatusCode.Withdrawn],
  completed: [BidStatusCode.Completed],
};

export function bidTab(code: BidStatusCode): BidTab {
  return BID_TABS.find((tab) => TAB_MEMBERS[tab].includes(code)) ?? 'active';
}
