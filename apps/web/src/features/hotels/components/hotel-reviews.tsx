import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCalendarDate, formatNumber } from '@/lib/format';
import type { HotelReviews as Reviews } from '../api/get-hotel-reviews';
import { RatingBadge } from './hotel-badges';

const SHOWN_REVIEWS = 4;
/** The partner's review scores, in words. */
const scoreLabels: Record<string, MessageDescriptor> = {
  cleanness: msg`Cleanliness`,
  location: msg`Location`,
  price: msg`Price`,
  room: msg`Room`,
  services: msg`Services`,
  meal: msg`Meals`,
  wifi: msg`Wi-Fi`,
  hygiene: msg`Hygiene`,
};
const label = (key: string) => {
  const known = scoreLabels[key];
  return known ? i18n._(known) : key[0]!.toUpperCase() + key.slice(1);
};

export function HotelReviews({ reviews }: { reviews: Reviews }) {
  const { t } = useLingui();
  return (
    <>
      <RatingBadge rating={reviews.rating} reviews={reviews.review_count} />
      <dl className="row g-3 mt-2 review-scores">
        {Object.entries(reviews.detailed).map(([key, score]) => (
          <div key={key} className="col-sm-6">
            <dt className="d-flex justify-content-between small fw-normal">
              <span>{label(key)}</span>
              <span className="fw-semibold">{formatNumber(score, 1)}</span>
            </dt>
            <dd className="mb-0">
              <div className="review-bar" aria-hidden="true">
                <div className="review-bar-fill" style={{ width: `${score * 10}%` }} />
              </div>
            </dd>
          </div>
        ))}
      </dl>
      <ul className="list-unstyled row g-3 mt-2">
        {reviews.reviews.slice(0, SHOWN_REVIEWS).map((review, index) => (
          <li key={index} className="col-md-6">
            <article className="card h-100 border-0 bg-body-tertiary">
              <div className="card-body">
                <div className="d-flex justify-content-between mb-2">
                  <strong>{review.author}</strong>
                  <span className="rating-badge">{formatNumber(review.rating, 1)}</span>
                </div>
                <p className="small text-body-secondary mb-2">
                  {formatCalendarDate(review.created)}
                  {review.traveller_type && ` · ${review.traveller_type}`}
                  {review.nights && ` · ${plural(review.nights, { one: '# night', other: '# nights' })}`}
                </p>
                {review.review_plus && (
                  <p className="mb-1">
                    <i className="bi bi-plus-circle text-success me-2" role="img" aria-label={t`Liked`} />
                    {review.review_plus}
                  </p>
                )}
                {review.review_minus && (
                  <p className="mb-0">
                    <i className="bi bi-dash-circle text-danger me-2" role="img" aria-label={t`Disliked`} />
                    {review.review_minus}
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
