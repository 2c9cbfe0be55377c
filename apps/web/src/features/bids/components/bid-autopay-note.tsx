import { Trans } from '@lingui/react/macro';
import { autopayFailureText, type Bid } from '@bidstay/contract';
import { useMessage } from '@/hooks/use-message';

/** Whether the bid's automatic payment failed and it now waits to be paid by hand. */
export const autopayFailed = (bid: Bid) =>
  bid.status === 'accepted' && !bid.autopay && autopayFailureText(bid.reason) !== null;

/** What becomes of a bid that pays itself: it will, it is being paid, it is booked, or why it must be paid by hand. */
export function BidAutopayNote({ bid }: { bid: Bid }) {
  const message = useMessage();
  const failure = bid.status === 'accepted' && !bid.autopay ? autopayFailureText(bid.reason) : null;
  if (failure)
    return (
      <p className="small text-warning-emphasis mt-1 mb-0" role="status" data-testid="bid-autopay-failed">
        <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
        {message(failure)}
      </p>
    );
  if (!bid.autopay) return null;
  const note = {
    pending: <Trans>Pays itself with your saved card if the hotel accepts.</Trans>,
    counteroffer: <Trans>Pays itself with your saved card if you take the offer.</Trans>,
    accepted: <Trans>Accepted: paying with your saved card and booking the room…</Trans>,
    completed: <Trans>Booked: paid automatically with your saved card.</Trans>,
    rejected: null,
    withdrawn: null,
  }[bid.status];
  if (!note) return null;
  return (
    <p className="small text-body-secondary mt-1 mb-0" data-testid="bid-autopay">
      <i className="bi bi-lightning-charge me-1" aria-hidden="true" />
      {note}
    </p>
  );
}
