import { Plural, Trans } from '@lingui/react/macro';
import type { BookingQuote } from '@bidstay/contract';
import { formatDateAt, formatMoney } from '@/lib/format';

/** The all-in price first (DESIGN §7), per night second. */
export function BookingTotal({ quote }: { quote: BookingQuote }) {
  const perNight = formatMoney(quote.amount / Math.max(quote.nights, 1), quote.currency);
  return (
    <section aria-labelledby="booking-price-title">
      <h2 id="booking-price-title" className="h6 text-body-secondary text-uppercase mb-1">
        <Trans>Total to pay</Trans>
      </h2>
      <p className="booking-total fw-semibold mb-1" data-testid="booking-amount">
        {formatMoney(quote.amount, quote.currency)}
      </p>
      <p className="small text-body-secondary mb-2">
        <Plural
          value={quote.nights}
          one={`For # night · ${perNight} per night`}
          other={`For # nights · ${perNight} per night`}
        />
      </p>
      {quote.bid_id && (
        <p className="small mb-2">
          <Trans>The price the hotel agreed to for your bid.</Trans>
        </p>
      )}
      <p className="small text-body-secondary mb-0">
        <i className="bi bi-clock me-1" aria-hidden="true" />
        <Trans>Price held until {formatDateAt(new Date(quote.expires_at))}</Trans>
      </p>
    </section>
  );
}

/** Said before any payment when the partner's re-check moved the price. */
export function PriceChangedNotice({ quote }: { quote: BookingQuote }) {
  if (!quote.price_changed || quote.previous_amount === null) return null;
  return (
    <div className="alert alert-warning d-flex gap-2" role="alert" data-testid="price-changed">
      <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
      <div>
        <strong className="d-block">
          <Trans>
            The price changed from {formatMoney(quote.previous_amount, quote.currency)} to{' '}
            {formatMoney(quote.amount, quote.currency)}
          </Trans>
        </strong>
        <Trans>
          The hotel updated its price when we checked the room again. Nothing has been charged; continue only if the new
          total suits you.
        </Trans>
      </div>
    </div>
  );
}
