import { imageUrl, type HotelMinimal } from '@bidstay/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { mealLabel } from '@/lib/meals';
import { freeCancellationBefore, ratePrice, type ShownRate } from '../lib/rates';
import { CancellationNote, PriceBlock, RatingBadge, Stars } from './hotel-badges';

export const CARD_IMAGE_SIZE = '640x400';

type HotelCardProps = { hotel: HotelMinimal; rate?: ShownRate; nights: number; query: string; action: ReactNode };

export function HotelCard({ hotel, rate, nights, query, action }: HotelCardProps) {
  const href = `${paths.hotel.href(String(hotel.hid))}${query}`;
  const image = hotel.images[0];
  return (
    <article className="hotel-card card border-0 shadow-sm h-100" aria-labelledby={`hotel-${hotel.hid}`}>
      <div className="row g-0 h-100">
        <div className="col-md-4 position-relative">
          {image ? (
            <img src={imageUrl(image, CARD_IMAGE_SIZE)} alt="" className="hotel-card-image" loading="lazy" />
          ) : (
            <div className="hotel-card-image placeholder-image" />
          )}
          <div className="hotel-card-action">{action}</div>
        </div>
        <div className="col-md-8">
          <div className="card-body d-flex flex-column flex-sm-row gap-3 h-100">
            <div className="flex-grow-1">
              <h2 id={`hotel-${hotel.hid}`} className="h5 mb-1">
                <Link to={href} className="stretched-link text-reset text-decoration-none">
                  {hotel.name}
                </Link>
              </h2>
              <Stars count={hotel.star_rating} />
              <p className="small text-body-secondary mb-2">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {hotel.address}
              </p>
              <RatingBadge rating={hotel.rating} reviews={hotel.review_count} />
              {rate && (
                <ul className="list-unstyled small mt-2 mb-0">
                  <li>{rate.room_name}</li>
                  <li>{mealLabel(rate.meal)}</li>
                  <li>
                    <CancellationNote before={freeCancellationBefore(rate)} />
                  </li>
                </ul>
              )}
            </div>
            <div className="align-self-sm-end">
              {rate ? (
                <PriceBlock price={ratePrice(rate, nights)} nights={nights} />
              ) : (
                <p className="small text-body-secondary mb-0">No rooms for these dates</p>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

export function HotelCardSkeleton() {
  return (
    <div className="hotel-card card border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="row g-0">
        <div className="col-md-4">
          <div className="hotel-card-image placeholder w-100" />
        </div>
        <div className="col-md-8 card-body">
          <span className="placeholder col-7 mb-2 d-block" />
          <span className="placeholder col-3 mb-2 d-block" />
          <span className="placeholder col-9 mb-2 d-block" />
          <span className="placeholder col-4 d-block" />
        </div>
      </div>
    </div>
  );
}
