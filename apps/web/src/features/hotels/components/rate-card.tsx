import type { Locale } from '@bidstay/contract/plain';
import { Plural } from '@lingui/react/macro';
import { otherLanguage } from '@/lib/i18n';
import type { RateAction } from '@/lib/rate-offer';
import { mealLabel } from '@/lib/meals';
import { freeCancellationBefore, ratePrice, type BookableRate } from '../lib/rates';
import type { Stay } from '../lib/stay';
import { CancellationNote, PriceBlock } from './hotel-badges';

/** What a rate's offer tells of its hotel. */
export type RatedHotel = {
  hid: number;
  name: string;
  region_id: number;
  star_rating: number;
  region?: { name: string } | null | undefined;
  /** The language of the partner's text of the hotel, its room names too, where the page knows it. */
  content_language?: Locale | undefined;
};

type RateCardProps = {
  rate: BookableRate;
  nights: number;
  hotel: RatedHotel;
  stay: Stay;
};

export function RateCard({ rate, nights, hotel, stay, RateAction }: RateCardProps & { RateAction: RateAction }) {
  const bedding = rate.room_data_trans?.bedding_type;
  const roomName = rate.room_data_trans?.main_name ?? rate.room_name;
  const lang = otherLanguage(hotel.content_language);
  const price = ratePrice(rate, nights);
  return (
    <li className="rate-card card border-0 shadow-sm">
      <div className="card-body d-flex flex-column flex-md-row gap-3">
        <div className="flex-grow-1">
          <h3 className="h6 mb-2" lang={lang}>
            {roomName}
          </h3>
          <ul className="list-unstyled small mb-2 d-flex flex-wrap gap-3">
            <li>
              <i className="bi bi-cup-hot me-1" aria-hidden="true" />
              {mealLabel(rate.meal)}
            </li>
            {bedding && (
              <li lang={lang}>
                <i className="bi bi-moon me-1" aria-hidden="true" />
                {bedding}
              </li>
            )}
            {rate.allotment !== undefined && rate.allotment <= 3 && (
              <li className="text-warning-emphasis">
                <Plural value={rate.allotment} one="Only # left" other="Only # left" />
              </li>
            )}
          </ul>
          <CancellationNote before={freeCancellationBefore(rate)} />
        </div>
        <div className="d-flex flex-column align-items-md-end gap-2">
          <PriceBlock price={price} nights={nights} />
          <div className="d-flex flex-wrap gap-2">
            {rate.book_hash && (
              <RateAction
                offer={{
                  hotelId: hotel.hid,
                  hotelName: hotel.name,
                  regionId: hotel.region_id,
                  cityName: hotel.region?.name ?? '',
                  stars: hotel.star_rating,
                  roomName,
                  bookHash: rate.book_hash,
                  matchHash: rate.match_hash,
                  checkIn: stay.checkin,
                  checkOut: stay.checkout,
                  guests: stay.guests,
                  listedPrice: price.total,
                  currency: price.currency,
                }}
              />
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
