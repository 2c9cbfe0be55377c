import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@bidstay/contract';
import { formatCalendarDate, formatDate, formatMoney } from '@/lib/format';
import { bookingId, hotelName, stayDay } from '../lib/booking-view';
import { BookingStatusBadge } from './booking-status-badge';

type BookingCardProps = { order: Order; onView: (order: Order) => void };

export function BookingCard({ order, onView }: BookingCardProps) {
  const { t } = useLingui();
  const name = hotelName(order);
  return (
    <li>
      <article
        className="card border-0 shadow-sm booking-card"
        aria-label={t`Booking at ${name}`}
        data-testid="booking-card"
      >
        <div className="card-body">
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
            <div>
              <h2 className="h5 mb-1">{name}</h2>
              <p className="small text-body-secondary mb-0">
                <Trans>
                  Booking id <span data-testid="booking-id">{bookingId(order)}</span>
                </Trans>
              </p>
            </div>
            <BookingStatusBadge status={order.status} />
          </div>
          <dl className="booking-facts small mb-3">
            <div>
              <dt>
                <Trans>Check-in</Trans>
              </dt>
              <dd>{formatCalendarDate(stayDay(order.checkin_at))}</dd>
            </div>
            <div>
              <dt>
                <Trans>Check-out</Trans>
              </dt>
              <dd>{formatCalendarDate(stayDay(order.checkout_at))}</dd>
            </div>
            <div>
              <dt>
                <Trans>Booked on</Trans>
              </dt>
              <dd>{formatDate(order.created_at)}</dd>
            </div>
            {order.cancelled_at && (
              <div>
                <dt>
                  <Trans>Cancelled on</Trans>
                </dt>
                <dd data-testid="cancelled-at">{formatDate(order.cancelled_at)}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{formatMoney(Number(order.amount_sell.amount), order.amount_sell.currency_code)}</dd>
            </div>
            {Number(order.amount_refunded.amount) > 0 && (
              <div>
                <dt>
                  <Trans>Refunded</Trans>
                </dt>
                <dd data-testid="booking-refunded">
                  {formatMoney(Number(order.amount_refunded.amount), order.amount_refunded.currency_code)}
                </dd>
              </div>
            )}
          </dl>
          {order.refunds.length > 0 && (
            <ul className="list-unstyled small mb-3 d-grid gap-1" aria-label={t`Refunds`}>
              {order.refunds.map((refund) => (
                <li key={refund.date} data-testid="booking-refund">
                  <span className="fw-semibold">
                    {formatMoney(Number(refund.amount.amount), refund.amount.currency_code)}
                  </span>{' '}
                  <Trans>
                    refunded on {formatDate(refund.date)}: {refund.reason}
                  </Trans>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => onView(order)}>
            <i className="bi bi-eye me-1" aria-hidden="true" />
            <Trans>View</Trans>
          </button>
        </div>
      </article>
    </li>
  );
}
