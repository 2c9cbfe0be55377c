import { reasonText, type Bid } from '@bidstay/contract';
import { useMessage } from '@/hooks/use-message';
import { formatDateTime } from '@/lib/format';

/** Until when a bid waits, in the customer's time zone; or why it ended. */
export function bidDeadlineText(bid: Bid): string | null {
  if (bid.status === 'pending' && bid.expires_at) return `Answer by ${formatDateTime(bid.expires_at)}`;
  if (bid.status === 'counteroffer' && bid.counter_offer?.valid_until)
    return `Offer holds until ${formatDateTime(bid.counter_offer.valid_until)}`;
  if (bid.status === 'accepted' && bid.pay_by) return `Pay by ${formatDateTime(bid.pay_by)}`;
  if (bid.status === 'rejected') return reasonText(bid.reason);
  return null;
}

export function BidDeadline({ bid }: { bid: Bid }) {
  const message = useMessage();
  const text = bidDeadlineText(bid);
  if (!text) return null;
  return (
    <div className="small text-body-secondary mt-1" data-testid="bid-deadline">
      {message(text)}
    </div>
  );
}
