import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { reasonText, translateMessage, type Bid } from '@bidstay/contract';
import { useMessage } from '@/hooks/use-message';
import { formatDateTime } from '@/lib/format';

/** Until when a bid waits, in the customer's time zone; or why it ended. */
export function bidDeadlineText(bid: Bid): string | null {
  if (bid.status === 'pending' && bid.expires_at) return t`Answer by ${formatDateTime(bid.expires_at)}`;
  if (bid.status === 'counteroffer' && bid.counter_offer?.valid_until)
    return t`Offer holds until ${formatDateTime(bid.counter_offer.valid_until)}`;
  if (bid.status === 'accepted' && bid.pay_by) return t`Pay by ${formatDateTime(bid.pay_by)}`;
  if (bid.status === 'rejected') {
    const reason = reasonText(bid.reason);
    return reason && translateMessage(i18n, reason);
  }
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
