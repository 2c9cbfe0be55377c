import { Trans } from '@lingui/react/macro';
import type { HotelMinimal } from '@bidstay/contract';
import { imageUrl } from '@bidstay/contract/plain';
import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { mealLabel } from '@/lib/meals';
import { freeCancellationBefore, ratePrice, type ShownRate } from '../lib/rates';
import { CancellationNote, PriceBlock, RatingBadge, Stars } from './hotel-badges';

export const CARD_IMAGE_SIZE = '640x400';
const [CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT] = CARD_IMAGE_SIZE.split('x').map(Number);

type HotelCardProps = {
  hotel: HotelMinimal;
  rate?: ShownRate;
  nights: number;
  query: string;
  Action: ComponentType<{ hid: number; name: string }>;
  /** The first card of the list: its photo is likely the largest paint of the page, so it loads at once. */
  first?: boolean;
};

export const HotelCard = memo(function HotelCard({ hotel, rate, nights, query, Action, first }: HotelCardProps) {
  const href = paths.hotel.href(String(hotel.hid), query);
  const image = hotel.images[0];
  return (
    <article className="hotel-card card border-0 shadow-sm h-100" aria-labelledby={`hotel-${hotel.hid}`}>
      <div className="row g-0 h-100">
        <div className="col-md-4 position-relative">
          {image ? (
            <img
              src={imageUrl(image, CARD_IMAGE_SIZE)}
              alt=""
              className="hotel-card-image"
              width={CARD_IMAGE_WIDTH}
              height={CARD_IMAGE_HEIGHT}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
          ) : (
            <div className="hotel-card-image placeholder-image" />
          )}
          <div className="hotel-card-action">
            <Action hid={hotel.hid} name={hotel.name} />
          </div>
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
                <p className="small text-body-secondary mb-0">
                  <Trans>No rooms for these dates</Trans>
                </p>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
});

/** A line of text still loading, as wide as a grid column class says (`col-7`). */
const placeholder = (width: string) => <span className={`placeholder ${width}`} />;

const SKELETON_FEATURES = ['col-6', 'col-4', 'col-5'];
const SKELETON_PRICES = ['price-total', 'small', 'small'];

/** A card's outline while hotels load, with the lines of a card, so the list does not jump when they arrive. */
export function HotelCardSkeleton() {
  return (
    <div className="hotel-card card border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="row g-0">
        <div className="col-md-4">
          <div className="hotel-card-image placeholder" />
        </div>
        <div className="col-md-8">
          <div className="card-body d-flex flex-column flex-sm-row gap-3">
            <div className="flex-grow-1">
              <p className="h5 mb-1">{placeholder('col-7')}</p>
              <p className="small mb-0">{placeholder('col-2')}</p>
              <p className="small mb-2">{placeholder('col-8')}</p>
              {placeholder('col-3')}
              <ul className="list-unstyled small mt-2 mb-0">
                {SKELETON_FEATURES.map((width) => (
                  <li key={width}>{placeholder(width)}</li>
                ))}
              </ul>
            </div>
            <div className="price-block align-self-sm-end text-end">
              {SKELETON_PRICES.map((line, index) => (
                <div key={index} className={line}>
                  {placeholder('hotel-card-skeleton-price')}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
