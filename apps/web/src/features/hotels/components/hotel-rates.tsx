import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHotelRates } from '../api/get-hotel-rates';
import type { RateAction } from '@/lib/rate-offer';
import { nightsBetween, type Stay } from '../lib/stay';
import { LoadFailed } from '@/components/load-failed';
import { RateCard, type RatedHotel } from './rate-card';

type HotelRatesProps = { hotel: RatedHotel; stay: Stay; RateAction: RateAction };

export function HotelRates({ hotel, stay, RateAction }: HotelRatesProps) {
  const { t } = useLingui();
  const rates = useHotelRates(hotel.hid, stay);
  const nights = nightsBetween(stay.checkin, stay.checkout);

  if (rates.isPending) {
    return (
      <div className="d-grid gap-3 placeholder-glow" aria-busy="true" aria-label={t`Loading rooms`}>
        {[0, 1, 2].map((index) => (
          <div key={index} className="placeholder rounded-3 rate-skeleton" />
        ))}
      </div>
    );
  }
  if (rates.isError) {
    return (
      <LoadFailed error={rates.error} onRetry={() => void rates.refetch()} text={t`We could not load the rooms.`} />
    );
  }
  if (rates.data.length === 0) {
    return (
      <div className="text-center py-4 bg-body-tertiary rounded-3">
        <p className="mb-2">
          <Trans>No rooms are available for these dates and guests.</Trans>
        </p>
        <p className="small text-body-secondary mb-3">
          <Trans>Try other dates above, or look at other hotels.</Trans>
        </p>
        <Link to={paths.home.href()} className="btn btn-outline-primary btn-sm">
          <Trans>Search again</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="small text-body-secondary">
        <Trans>Book at the listed price, or name your own with Place a bid.</Trans>
      </p>
      <ul className="list-unstyled d-grid gap-3" data-testid="rate-list">
        {rates.data.map((rate) => (
          <RateCard
            key={rate.book_hash ?? rate.match_hash}
            rate={rate}
            nights={nights}
            hotel={hotel}
            stay={stay}
            RateAction={RateAction}
          />
        ))}
      </ul>
    </>
  );
}
