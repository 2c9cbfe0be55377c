import { Trans } from '@lingui/react/macro';
import type { Bid } from '@bidstay/contract';
import { formatMoney, formatShare } from '@/lib/format';
import { belowListedShare } from '../lib/bid-view';

/** The listed price of the whole stay, beside which a bid is typed. */
export function ListedPrice({ amount, currency }: { amount: number; currency: string }) {
  return (
    <div className="bid-listed d-flex justify-content-between align-items-baseline rounded-3 p-3 mb-3">
      <span>
        <Trans>Listed price for the stay</Trans>
      </span>
      <strong data-testid="bid-listed-price">{formatMoney(amount, currency)}</strong>
    </div>
  );
}

/** The bid against the listed price of the whole stay, and a counter-offer when there is one. */
export function BidPrice({ bid }: { bid: Bid }) {
  return (
    <div>
      <div className="fw-semibold" data-testid="bid-amount">
        {formatMoney(bid.bid, bid.currency)}
      </div>
      <div className="small text-body-secondary">
        <Trans>
          of {formatMoney(bid.amount, bid.currency)} listed · {formatShare(belowListedShare(bid))} below
        </Trans>
      </div>
      {bid.counter_offer && (
        <div className="small text-info-emphasis">
          <Trans>Counter-offer {formatMoney(bid.counter_offer.amount_to_pay, bid.counter_offer.currency)}</Trans>
        </div>
      )}
    </div>
  );
}
