import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type OpsBooking } from '@bidstay/contract';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useParams } from 'react-router';
import { useToast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/error-message';
import { formatCalendarDate, formatDateTime, formatMoney } from '@/lib/format';
import { useOpsBooking, useRereadBooking, useResendVoucher } from '../api/bookings';
import { OpsBookingStatus } from '../components/booking-status';
import { RecordState } from '../components/record-state';
import { RefundForm } from '../components/refund-form';

const stayDay = (value: string) => value.slice(0, 10);

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm" aria-label={title}>
      <div className="card-body p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0">{title}</h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

function Stay({ booking }: { booking: OpsBooking }) {
  const { t } = useLingui();
  const { order, customer } = booking;
  const guests = order.rooms_data.flatMap((room) => room.guest_data.guests);
  return (
    <Panel title={t`Booking`}>
      <dl className="details-list mb-0">
        <dt>
          <Trans>Customer</Trans>
        </dt>
        <dd className="text-break" data-testid="ops-booking-customer">
          {customer.name ? `${customer.name} · ` : ''}
          {customer.email}
        </dd>
        <dt>
          <Trans>Check-in</Trans>
        </dt>
        <dd>{formatCalendarDate(stayDay(order.checkin_at))}</dd>
        <dt>
          <Trans>Check-out</Trans>
        </dt>
        <dd>{formatCalendarDate(stayDay(order.checkout_at))}</dd>
        <dt>
          <Trans>Room</Trans>
        </dt>
        <dd>
          {order.rooms_data.length} × {order.rooms_data[0]?.room_name}
        </dd>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd>{guests.map((guest) => `${guest.first_name} ${guest.last_name}`).join(', ') || '—'}</dd>
        <dt>
          <Trans>Booked on</Trans>
        </dt>
        <dd>{formatDateTime(`${order.created_at}Z`)}</dd>
      </dl>
    </Panel>
  );
}

function Payment({ booking }: { booking: OpsBooking }) {
  const { t } = useLingui();
  const { payment } = booking;
  const money = (amount: number) => formatMoney(amount, payment.currency);
  return (
    <Panel title={t`Payment`}>
      <dl className="details-list mb-0">
        <dt>
          <Trans>Payment</Trans>
        </dt>
        <dd className="font-monospace small text-break">{payment.paymentIntent ?? t`Not paid`}</dd>
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd data-testid="ops-amount-paid">{money(payment.amountPaid)}</dd>
        <dt>
          <Trans>Refunded</Trans>
        </dt>
        <dd data-testid="ops-amount-refunded">{money(payment.amountRefunded)}</dd>
        <dt>
          <Trans>Refundable</Trans>
        </dt>
        <dd data-testid="ops-refundable">{money(payment.refundable)}</dd>
      </dl>
      {payment.refunds.length > 0 && (
        <>
          <h3 className="h6 mt-3">
            <Trans>Refunds by operators</Trans>
          </h3>
          <ul className="list-unstyled small mb-0 d-grid gap-1">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className="d-flex flex-wrap gap-2" data-testid="ops-refund">
                <span className="fw-semibold">{money(refund.amount)}</span>
                <time dateTime={refund.createdAt} className="text-body-secondary">
                  {formatDateTime(refund.createdAt)}
                </time>
                <span className="text-break">{refund.reason}</span>
                <span className="font-monospace text-body-secondary text-break">{refund.stripeRefundId}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function Partner({ booking, orderId }: { booking: OpsBooking; orderId: string }) {
  const { t } = useLingui();
  const reread = useRereadBooking(orderId);
  const toast = useToast();
  const { partner } = booking;
  const action = (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={reread.isPending}
      aria-busy={reread.isPending}
      onClick={() =>
        reread.mutate(undefined, {
          onSuccess: () => toast({ variant: 'success', body: t`Read again from the partner.` }),
        })
      }
    >
      {reread.isPending ? (
        <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
      )}
      <Trans>Re-read from partner</Trans>
    </Button>
  );
  return (
    <Panel title={t`Partner`} action={action}>
      <dl className="details-list mb-0">
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{partner.orderNumber ?? '—'}</dd>
        <dt>
          <Trans>Agreement</Trans>
        </dt>
        <dd data-testid="ops-agreement">{partner.agreementNumber ?? '—'}</dd>
        <dt>
          <Trans>Partner status</Trans>
        </dt>
        <dd data-testid="ops-partner-status">{partner.status ?? t`Not read yet`}</dd>
        <dt>
          <Trans>Last read</Trans>
        </dt>
        <dd>{partner.checkedAt ? formatDateTime(partner.checkedAt) : '—'}</dd>
        {partner.failure && (
          <>
            <dt>
              <Trans>Failure</Trans>
            </dt>
            <dd className="text-danger">{partner.failure}</dd>
          </>
        )}
      </dl>
      {reread.error && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
          {errorMessage(reread.error)}
        </Alert>
      )}
    </Panel>
  );
}

function Voucher({ booking, orderId }: { booking: OpsBooking; orderId: string }) {
  const { t } = useLingui();
  const resend = useResendVoucher(orderId);
  const toast = useToast();
  return (
    <Panel title={t`Voucher`}>
      <p className="small text-body-secondary">
        <Trans>Mails {booking.customer.email} where to download the voucher.</Trans>
      </p>
      <Button
        variant="outline-primary"
        disabled={booking.status !== 'confirmed' || resend.isPending}
        aria-busy={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, { onSuccess: () => toast({ variant: 'success', body: messages.ops.mailQueued }) })
        }
      >
        <i className="bi bi-envelope me-1" aria-hidden="true" />
        <Trans>Resend voucher</Trans>
      </Button>
      {resend.error && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
          {errorMessage(resend.error)}
        </Alert>
      )}
    </Panel>
  );
}

/** One booking: what its customer sees, its payment and partner state, and what an operator can do about it. */
export function BookingPage() {
  const { t } = useLingui();
  const orderId = useParams().orderId ?? '';
  const booking = useOpsBooking(orderId);
  useDocumentTitle(t`Booking ${orderId} · Back office`);

  return (
    <RecordState
      query={booking}
      noun="booking"
      missing={t`No booking has this reference.`}
      back={{ href: paths.ops.bookings.href(), label: t`All bookings` }}
    >
      {(data) => (
        <>
          <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
            <div>
              <h1 className="h3 mb-1">{data.order.hotel_data.name}</h1>
              <p className="text-body-secondary mb-0 font-monospace text-break">{orderId}</p>
            </div>
            <OpsBookingStatus status={data.status} />
          </div>
          <div className="row g-3">
            <div className="col-lg-7 d-grid gap-3 align-content-start">
              <Stay booking={data} />
              <Payment booking={data} />
              <Partner booking={data} orderId={orderId} />
            </div>
            <div className="col-lg-5 d-grid gap-3 align-content-start">
              <RefundForm booking={data} />
              <Voucher booking={data} orderId={orderId} />
            </div>
          </div>
        </>
      )}
    </RecordState>
  );
}
