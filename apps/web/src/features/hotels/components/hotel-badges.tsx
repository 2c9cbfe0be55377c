import { formatMoney, formatPartnerDateTime } from '@/lib/format';
import type { Price } from '../lib/rates';

export function Stars({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span className="stars" role="img" aria-label={`${count} ${count === 1 ? 'star' : 'stars'}`}>
      {Array.from({ length: Math.round(count) }, (_, index) => (
        <i key={index} className="bi bi-star-fill" aria-hidden="true" />
      ))}
    </span>
  );
}

export function RatingBadge({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null) return <span className="small text-body-secondary">No reviews yet</span>;
  return (
    <span className="d-inline-flex align-items-center gap-2 small">
      <span className="rating-badge">{rating.toFixed(1)}</span>
      <span className="text-body-secondary">
        {reviews} {reviews === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}

export function CancellationNote({ before }: { before: string | null }) {
  if (!before) return <span className="text-body-secondary small">Non-refundable</span>;
  return (
    <span className="text-success small fw-semibold">
      <i className="bi bi-check2-circle me-1" aria-hidden="true" />
      Free cancellation until {formatPartnerDateTime(before)}
    </span>
  );
}

export function PriceBlock({ price, nights }: { price: Price; nights: number }) {
  return (
    <div className="price-block text-end">
      <div className="price-total" data-testid="price-total">
        {formatMoney(price.total, price.currency)}
      </div>
      <div className="small text-body-secondary">
        total for {nights} {nights === 1 ? 'night' : 'nights'}
      </div>
      <div className="small text-body-secondary" data-testid="price-per-night">
        {formatMoney(price.perNight, price.currency)} per night
      </div>
    </div>
  );
}
