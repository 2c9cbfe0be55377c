import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingQuote } from '@bidstay/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useBookingQuote } from '../api/order-booking-form';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { BookingSkeleton, NothingToBook, QuoteFailed } from '../components/booking-states';
import { BookingSummary } from '../components/booking-summary';
import { BookingTotal, PriceChangedNotice } from '../components/booking-total';
import { GuestNamesForm } from '../components/guest-names-form';
import { PaymentFrame } from '../components/payment-frame';
import { useStartPayment, type EmbeddedPayment } from '../hooks/use-start-payment';
import { bookingPagePath, bookingSource, type BookingSource } from '../lib/booking-request';
import { finishBookingBody, type GuestFormValues } from '../lib/guest-form';

type CheckoutProps = { quote: BookingQuote; source: BookingSource; onRequote: () => void; requoting: boolean };

function PaymentError({ error, onRequote, requoting }: { error: Error; onRequote: () => void; requoting: boolean }) {
  const expired = isApiError(error, 409);
  return (
    <div className="alert alert-danger" role="alert" data-testid="payment-error">
      <p className="mb-0">{errorMessage(error)}</p>
      {expired && (
        <button type="button" className="btn btn-sm btn-outline-danger mt-2" onClick={onRequote} disabled={requoting}>
          <Trans>Check the price again</Trans>
        </button>
      )}
    </div>
  );
}

function Checkout({ quote, source, onRequote, requoting }: CheckoutProps) {
  const [params] = useSearchParams();
  const start = useStartPayment();
  const [payment, setPayment] = useState<EmbeddedPayment | null>(null);

  async function pay(values: GuestFormValues) {
    const body = finishBookingBody(quote.partner_order_id, values);
    setPayment(await start.mutateAsync({ body, cancelPath: bookingPagePath(params) }));
  }

  function requote() {
    start.reset();
    onRequote();
  }

  return (
    <>
      <PriceChangedNotice quote={quote} />
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="card border-0 shadow-sm mb-4">
            <div className="card-body">
              <BookingSummary quote={quote} />
            </div>
          </div>
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              {start.error && <PaymentError error={start.error} onRequote={requote} requoting={requoting} />}
              <GuestNamesForm
                quote={quote}
                savedGuests={source.savedGuests}
                onSubmit={pay}
                step={start.step}
                locked={payment !== null}
                onUnlock={() => setPayment(null)}
              />
              {payment && <PaymentFrame payment={payment} />}
            </div>
          </div>
        </div>
        <aside className="col-lg-5 order-first order-lg-last">
          <div className="card border-0 shadow-sm booking-aside">
            <div className="card-body">
              <BookingTotal quote={quote} />
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

/**
 * DESIGN §5 "Booking flow": a listed rate (in the URL) or a bid (bookingDetails) is priced by the server,
 * the guests are named, the card is paid, and the confirmation page follows the booking to the end.
 */
export function HotelBookingPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const source = useMemo(() => bookingSource(params), [params]);
  const quote = useBookingQuote(source?.request ?? null);
  useQuery(paymentsConfigQueryOptions());
  useDocumentTitle(t`Complete your booking`);
  if (!source) return <NothingToBook />;

  return (
    <div className="container py-4 py-lg-5 booking-page">
      <Link to={source.back.href} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {source.back.label}
      </Link>
      <h1 id="booking-title" className="h2 mt-2 mb-4">
        <Trans>Complete your booking</Trans>
      </h1>
      {quote.isPending && <BookingSkeleton />}
      {quote.isError && <QuoteFailed error={quote.error} back={source.back} onRetry={() => void quote.refetch()} />}
      {quote.isSuccess && (
        <Checkout
          quote={quote.data}
          source={source}
          onRequote={() => void quote.refetch()}
          requoting={quote.isFetching}
        />
      )}
    </div>
  );
}
