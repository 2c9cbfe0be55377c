import type { BookingQuote } from '@bidstay/contract';
import { formatDateAt, formatMoney } from '@/lib/format';

/** The all-in price first (DESIGN §7), per night second. */
export function BookingTotal({ quote }: { quote: BookingQuote }) {
  return (
    <section aria-labelledby="booking-price-title">
      <h2 id="booking-price-title" className="h6 text-body-secondary text-uppercase mb-1">
        Total to pay
      </h2>
      <p className="booking-total fw-semibold mb-1" data-testid="booking-amount">
        {formatMoney(quote.amount, quote.currency)}
      </p>
      <p className="small text-body-secondary mb-2">
        For {quote.nights} {quote.nights === 1 ? 'night' : 'nights'} ·{' '}
        {formatMoney(quote.amount / Math.max(quote.nights, 1), quote.currency)} per night
      </p>
      {quote.bid_id && <p className="small mb-2">The price the hotel agreed to for your bid.</p>}
      <p className="small text-body-secondary mb-0">
        <i className="bi bi-clock me-1" aria-hidden="true" />
        Price held until {formatDateAt(new Date(quote.expires_at))}
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
          The price changed from {formatMoney(quote.previous_amount, quote.currency)} to{' '}
          {formatMoney(quote.amount, quote.currency)}
        </strong>
        The hotel updated its price when we checked the room again. Nothing has been charged; continue only if the new
        total suits you.
      </div>
    </div>
  );
}
