import { plural } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { formatMoney, formatNumber, formatPartnerDateTime } from '@/lib/format';
import type { Price } from '../lib/rates';

export function Stars({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span className="stars" role="img" aria-label={plural(count, { one: '# star', other: '# stars' })}>
      {Array.from({ length: Math.round(count) }, (_, index) => (
        <i key={index} className="bi bi-star-fill" aria-hidden="true" />
      ))}
    </span>
  );
}

export function RatingBadge({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null) {
    return (
      <span className="small text-body-secondary">
        <Trans>No reviews yet</Trans>
      </span>
    );
  }
  return (
    <span className="d-inline-flex align-items-center gap-2 small">
      <span className="rating-badge">{formatNumber(rating, 1)}</span>
      <span className="text-body-secondary">
        <Plural value={reviews} one="# review" other="# reviews" />
      </span>
    </span>
  );
}

export function CancellationNote({ before }: { before: string | null }) {
  if (!before) {
    return (
      <span className="text-body-secondary small">
        <Trans>Non-refundable</Trans>
      </span>
    );
  }
  return (
    <span className="text-success small fw-semibold">
      <i className="bi bi-check2-circle me-1" aria-hidden="true" />
      <Trans>Free cancellation until {formatPartnerDateTime(before)}</Trans>
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
        <Plural value={nights} one="total for # night" other="total for # nights" />
      </div>
      <div className="small text-body-secondary" data-testid="price-per-night">
        <Trans>{formatMoney(price.perNight, price.currency)} per night</Trans>
      </div>
    </div>
  );
}
