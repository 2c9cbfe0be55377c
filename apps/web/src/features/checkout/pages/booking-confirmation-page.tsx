import { useMessage } from '@/hooks/use-message';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type BookingProgress } from '@bidstay/contract';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/error-message';
import { clearBookingDetails, readBookingDetails } from '@/lib/booking-details';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { usePurchase } from '../api/register-purchase';

/** The voucher download, which My Bookings owns; the app passes it in. */
export type VoucherAction = ComponentType<{ orderId: string }>;

type OutcomeProps = { icon: string; tone: string; title: string; children: ReactNode };

function Outcome({ icon, tone, title, children }: OutcomeProps) {
  return (
    <section className="confirmation card border-0 shadow-sm mx-auto" aria-labelledby="confirmation-title">
      <div className="card-body p-4 p-md-5 text-center">
        <div className={`confirmation-icon mx-auto mb-3 text-${tone}`} aria-hidden="true">
          <i className={`bi ${icon}`} />
        </div>
        <h1 id="confirmation-title" className="h3 mb-3">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function Stay({ booking }: { booking: BookingProgress }) {
  return (
    <p className="text-body-secondary">
      {booking.hotel_name} · {formatCalendarDate(booking.check_in)} – {formatCalendarDate(booking.check_out)}
    </p>
  );
}

function Confirmed({ booking, VoucherAction }: { booking: BookingProgress; VoucherAction: VoucherAction }) {
  const { t } = useLingui();
  return (
    <Outcome icon="bi-check-circle-fill" tone="success" title={t`Booking confirmed`}>
      <Stay booking={booking} />
      <dl className="details-list text-start mx-auto confirmation-facts mb-4">
        <dt>
          <Trans>Agreement number</Trans>
        </dt>
        <dd data-testid="agreement-number">{booking.agreement_number ?? '—'}</dd>
        <dt>
          <Trans>Booking id</Trans>
        </dt>
        <dd data-testid="booking-id">{booking.partner_order_id}</dd>
        <dt>
          <Trans>Amount paid</Trans>
        </dt>
        <dd data-testid="amount-paid">{formatMoney(booking.amount, booking.currency)}</dd>
      </dl>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <VoucherAction orderId={booking.partner_order_id} />
        <Link to={paths.dashboard.bookings.href()} className="btn btn-outline-primary">
          <Trans>Go to My Bookings</Trans>
        </Link>
      </div>
    </Outcome>
  );
}

function Refunded({ booking }: { booking: BookingProgress }) {
  const { t } = useLingui();
  const translate = useMessage();
  const refund = booking.amount_refunded > 0 ? booking.amount_refunded : booking.amount;
  const amount = formatMoney(refund, booking.currency);
  return (
    <Outcome icon="bi-x-circle-fill" tone="danger" title={t`The hotel could not confirm this booking`}>
      <Stay booking={booking} />
      <p data-testid="booking-failure">{translate(booking.failure ?? messages.bookings.partnerFailed)}</p>
      <p className="fw-semibold">
        {booking.status === 'refunded'
          ? t`Your payment of ${amount} has been refunded.`
          : t`Your payment of ${amount} is being refunded.`}
      </p>
      <Link to={paths.homeAlias.href()} className="btn btn-primary">
        <Trans>Find another room</Trans>
      </Link>
    </Outcome>
  );
}

function NotPaid({ cancelled }: { cancelled: boolean }) {
  const { t } = useLingui();
  const bid = readBookingDetails();
  if (cancelled) {
    return (
      <Outcome icon="bi-calendar-x" tone="secondary" title={t`This booking was cancelled`}>
        <Link to={paths.dashboard.bookings.href()} className="btn btn-primary">
          <Trans>Go to My Bookings</Trans>
        </Link>
      </Outcome>
    );
  }
  return (
    <Outcome icon="bi-credit-card" tone="warning" title={t`Payment not completed`}>
      <p>
        <Trans>The payment did not go through, so nothing has been booked or charged.</Trans>
      </p>
      <Link to={bid ? paths.hotelBooking.href() : paths.homeAlias.href()} className="btn btn-primary">
        {bid ? t`Back to your booking` : t`Find hotels`}
      </Link>
    </Outcome>
  );
}

function Confirming() {
  const { t } = useLingui();
  return (
    <Outcome icon="bi-hourglass-split" tone="primary" title={t`Almost there`}>
      <p role="status" className="d-flex justify-content-center align-items-center gap-2" data-testid="confirming">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <Trans>Payment received — confirming your booking with the hotel…</Trans>
      </p>
      <p className="small text-body-secondary mb-0">
        <Trans>This usually takes a few seconds. Please keep this page open.</Trans>
      </p>
    </Outcome>
  );
}

/** After the provider's page: asks the server every 1.5 s until the partner has confirmed or refused. */
export function BookingConfirmationPage({ VoucherAction }: { VoucherAction: VoucherAction }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const purchase = usePurchase(sessionId);
  const status = purchase.data?.status;
  const paidBid = purchase.data?.bid_id;
  useDocumentTitle(status === 'confirmed' ? t`Booking confirmed` : t`Confirming your booking`);
  useEffect(() => {
    if (status === 'confirmed' && paidBid && readBookingDetails()?.bid_id === paidBid) clearBookingDetails();
  }, [status, paidBid]);

  let content: ReactNode;
  if (!sessionId) content = <NotPaid cancelled={false} />;
  else if (purchase.isError)
    content = (
      <Outcome icon="bi-exclamation-triangle-fill" tone="danger" title={t`We could not check this payment`}>
        <p>{errorMessage(purchase.error)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void purchase.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </Outcome>
    );
  else if (!purchase.data || status === 'paid' || status === 'processing') content = <Confirming />;
  else if (status === 'confirmed') content = <Confirmed booking={purchase.data} VoucherAction={VoucherAction} />;
  else if (status === 'failed' || status === 'refunded') content = <Refunded booking={purchase.data} />;
  else content = <NotPaid cancelled={status === 'cancelled'} />;

  return <div className="container py-4 py-lg-5">{content}</div>;
}
