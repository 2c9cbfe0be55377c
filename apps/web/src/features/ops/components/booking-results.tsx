import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsBookingSummary } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { OpsBookingStatus } from './booking-status';

type ResultsProps = { bookings: OpsBookingSummary[] };

const stay = (booking: OpsBookingSummary) =>
  `${formatCalendarDate(booking.checkIn)} – ${formatCalendarDate(booking.checkOut)}`;

function Amount({ booking }: { booking: OpsBookingSummary }) {
  return (
    <>
      {formatMoney(booking.amount, booking.currency)}
      {booking.amountRefunded > 0 && (
        <span className="d-block small text-body-secondary">
          <Trans>Refunded {formatMoney(booking.amountRefunded, booking.currency)}</Trans>
        </span>
      )}
    </>
  );
}

function OrderLink({ booking }: { booking: OpsBookingSummary }) {
  return (
    <Link to={paths.ops.booking.href(booking.partnerOrderId)} className="font-monospace text-break">
      {booking.partnerOrderId}
    </Link>
  );
}

export function BookingsTable({ bookings }: ResultsProps) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order</Trans>
          </th>
          <th scope="col">
            <Trans>Customer</Trans>
          </th>
          <th scope="col">
            <Trans>Hotel and stay</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className="text-end">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.partnerOrderId} data-testid="ops-booking">
            <td>
              <OrderLink booking={booking} />
              {booking.agreementNumber && (
                <span className="d-block small text-body-secondary">{booking.agreementNumber}</span>
              )}
            </td>
            <td className="text-break">{booking.customerEmail}</td>
            <td>
              {booking.hotelName}
              <span className="d-block small text-body-secondary">{stay(booking)}</span>
            </td>
            <td>
              <OpsBookingStatus status={booking.status} />
            </td>
            <td className="text-end text-nowrap">
              <Amount booking={booking} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each booking is a card: the order and its status first, the rest below. */
export function BookingsCards({ bookings }: ResultsProps) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {bookings.map((booking) => (
        <li key={booking.partnerOrderId} className="card border-0 shadow-sm" data-testid="ops-booking">
          <article className="card-body p-3" aria-label={t`Booking ${booking.partnerOrderId}`}>
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
              <OrderLink booking={booking} />
              <OpsBookingStatus status={booking.status} />
            </div>
            <dl className="details-list small mb-0">
              <dt>
                <Trans>Customer</Trans>
              </dt>
              <dd className="text-break">{booking.customerEmail}</dd>
              <dt>
                <Trans>Hotel</Trans>
              </dt>
              <dd>{booking.hotelName}</dd>
              <dt>
                <Trans>Stay</Trans>
              </dt>
              <dd>{stay(booking)}</dd>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>
                <Amount booking={booking} />
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
