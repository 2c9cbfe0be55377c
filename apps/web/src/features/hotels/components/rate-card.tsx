import { freeCancellationBefore, mealLabel, ratePrice, type ShownRate } from '../lib/rates';
import { CancellationNote, PriceBlock } from './hotel-badges';

export function RateCard({ rate, nights }: { rate: ShownRate; nights: number }) {
  const bedding = rate.room_data_trans?.bedding_type;
  return (
    <li className="rate-card card border-0 shadow-sm">
      <div className="card-body d-flex flex-column flex-md-row gap-3">
        <div className="flex-grow-1">
          <h3 className="h6 mb-2">{rate.room_data_trans?.main_name ?? rate.room_name}</h3>
          <ul className="list-unstyled small mb-2 d-flex flex-wrap gap-3">
            <li>
              <i className="bi bi-cup-hot me-1" aria-hidden="true" />
              {mealLabel(rate.meal)}
            </li>
            {bedding && (
              <li>
                <i className="bi bi-moon me-1" aria-hidden="true" />
                {bedding}
              </li>
            )}
            {rate.allotment !== undefined && rate.allotment <= 3 && (
              <li className="text-warning-emphasis">Only {rate.allotment} left</li>
            )}
          </ul>
          <CancellationNote before={freeCancellationBefore(rate)} />
        </div>
        <div className="d-flex flex-column align-items-md-end gap-2">
          <PriceBlock price={ratePrice(rate, nights)} nights={nights} />
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-primary" disabled aria-describedby="booking-soon">
              Book now
            </button>
            <button type="button" className="btn btn-outline-primary" disabled aria-describedby="bidding-soon">
              Place a bid
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
