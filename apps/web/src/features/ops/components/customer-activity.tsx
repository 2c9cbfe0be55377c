import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Bid, type Purchase } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import { describeDecider, describeReason } from '@bidstay/contract/plain';
import { formatCalendarDate, formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useResendConfirmation } from '../api/customers';
import { hasConfirmation } from '../lib/customer';
import { OpsBookingStatus } from './booking-status';

/** A stay's dates, from the calendar days the customer chose. */
const stay = (checkIn: string, checkOut: string) =>
  `${formatCalendarDate(checkIn.slice(0, 10))} – ${formatCalendarDate(checkOut.slice(0, 10))}`;

export function CustomerBids({ bids }: { bids: Bid[] }) {
  const { t } = useLingui();
  if (bids.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No bid yet.</Trans>
      </p>
    );
  return (
    <ul className="list-group" aria-label={t`Bids`}>
      {bids.map((bid) => (
        <li
          key={bid.id}
          className="list-group-item d-flex flex-wrap align-items-start gap-2"
          data-testid="customer-bid"
        >
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold">{bid.booking.hotel_name}</div>
            <div className="small text-body-secondary">
              {bid.booking.room_name} · {stay(bid.booking.check_in, bid.booking.check_out)}
            </div>
            <div className="small">
              <Trans>
                Bid {formatMoney(bid.bid, bid.currency)} · listed {formatMoney(bid.amount, bid.currency)} · sent{' '}
              </Trans>
              <time dateTime={bid.created}>{formatDate(bid.created)}</time>
            </div>
            {bid.status === 'withdrawn' && (
              <div className="small text-body-secondary" data-testid="customer-bid-withdrawn">
                {describeDecider(bid.decided_by, 'supplier')}: {describeReason(bid.reason)},{' '}
                <time dateTime={bid.updated}>{formatDateTime(bid.updated)}</time>
              </div>
            )}
          </div>
          <BidStatusBadge bid={bid} />
        </li>
      ))}
    </ul>
  );
}

type CustomerBookingsProps = { customerId: string; bookings: Purchase[] };

/** The customer's paid bookings; a confirmed one's confirmation mail can be sent again. */
export function CustomerBookings({ customerId, bookings }: CustomerBookingsProps) {
  const { t } = useLingui();
  const toast = useToast();
  const resend = useResendConfirmation();
  if (bookings.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No booking yet.</Trans>
      </p>
    );
  const send = (orderId: string) =>
    resend.mutate(
      { id: customerId, orderId },
      {
        onSuccess: () => toast({ variant: 'success', body: messages.ops.mailQueued }),
        onError: (error) => toast({ variant: 'danger', body: errorMessage(error) }),
      },
    );
  return (
    <ul className="list-group" aria-label={t`Bookings`}>
      {bookings.map((booking) => {
        const sending = resend.isPending && resend.variables.orderId === booking.partnerOrderId;
        return (
          <li
            key={booking.partnerOrderId}
            className="list-group-item d-flex flex-wrap align-items-start gap-2"
            data-testid="customer-booking"
          >
            <div className="flex-grow-1 min-w-0">
              <div className="fw-semibold">{booking.hotelName}</div>
              <div className="small text-body-secondary">{stay(booking.checkIn, booking.checkOut)}</div>
              <div className="small">
                {formatMoney(booking.amount, booking.currency)}
                {booking.amountRefunded > 0 && <> · refunded {formatMoney(booking.amountRefunded, booking.currency)}</>}
              </div>
              <div className="small text-body-secondary text-break">
                <Trans>Order {booking.partnerOrderId}</Trans>
              </div>
            </div>
            <div className="d-flex flex-wrap flex-sm-column align-items-center align-items-sm-end gap-2">
              <OpsBookingStatus status={booking.status} />
              {hasConfirmation(booking.status) && (
                <Button
                  variant="outline-primary"
                  size="sm"
                  onClick={() => send(booking.partnerOrderId)}
                  disabled={sending}
                  aria-label={t`Resend the confirmation of order ${booking.partnerOrderId}`}
                >
                  <Trans>Resend confirmation</Trans>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
