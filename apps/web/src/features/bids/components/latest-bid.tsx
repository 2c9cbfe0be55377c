import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { LatestItemCard } from '@/components/latest-item-card';
import { formatMoney } from '@/lib/format';
import { useBids } from '../api/get-bids';

function LatestBidContent() {
  const bids = useBids();
  if (bids.isPending)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>Loading your bids…</Trans>
      </p>
    );
  if (bids.isError)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>We could not load your bids.</Trans>
      </p>
    );
  const latest = bids.data[0];
  if (!latest)
    return (
      <p className="mb-0">
        <Trans>You have not placed a bid yet.</Trans>
      </p>
    );
  return (
    <>
      <p className="fw-semibold mb-1">{latest.booking.hotel_name}</p>
      <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
        {formatMoney(latest.bid, latest.currency)} <BidStatusBadge bid={latest} />
      </p>
    </>
  );
}

/** The customer's newest bid, for the Help Center. */
export function LatestBid() {
  const { t } = useLingui();
  return (
    <LatestItemCard
      title={t`Your latest bid`}
      testId="latest-bid"
      link={{ href: paths.dashboard.bids.href(), label: t`Go to My Bids` }}
    >
      <LatestBidContent />
    </LatestItemCard>
  );
}
