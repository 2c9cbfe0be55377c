import { Plural, Trans } from '@lingui/react/macro';
import type { WinningBidCell } from '@bidstay/contract';
import type { RateOffer } from '@/lib/rate-offer';
import { useWinningBids } from '../api/get-winning-bids';

type Props = { regionId: number; cityName: string };

/** "4★ in Stockholm: bids at 82–88 % of the listed price won this month (12 bids)". */
function WinningBidsLine({ cell, cityName }: { cell: WinningBidCell; cityName: string }) {
  const { stars, percentLow, percentHigh, accepted } = cell;
  return (
    <Plural
      value={accepted}
      one={`${stars}★ in ${cityName}: bids at ${percentLow}–${percentHigh} % of the listed price won this month (# bid)`}
      other={`${stars}★ in ${cityName}: bids at ${percentLow}–${percentHigh} % of the listed price won this month (# bids)`}
    />
  );
}

/** The city's recent winning bids, a line per star rating; nothing when none. */
export function WinningBidsNote({ regionId, cityName }: Props) {
  const cells = useWinningBids(regionId).data?.cells ?? [];
  if (cells.length === 0) return null;
  return (
    <section className="winning-bids small mb-3" aria-labelledby="winning-bids-title">
      <h2 id="winning-bids-title" className="h6 mb-1">
        <i className="bi bi-trophy me-2" aria-hidden="true" />
        <Trans>Recent winning bids</Trans>
      </h2>
      <ul className="list-unstyled mb-0 text-body-secondary">
        {cells.map((cell) => (
          <li key={cell.stars}>
            <WinningBidsLine cell={cell} cityName={cityName} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The winning bids of the rate's hotel's star rating in its city, where a bid is named; nothing when none. */
export function RateWinningBids({ offer }: { offer: RateOffer }) {
  const cells = useWinningBids(offer.regionId).data?.cells ?? [];
  const cell = cells.find(({ stars }) => stars === Math.floor(offer.stars));
  if (!cell || !offer.cityName) return null;
  return (
    <p className="winning-bids small text-body-secondary mb-3" data-testid="rate-winning-bids">
      <i className="bi bi-trophy me-2" aria-hidden="true" />
      <WinningBidsLine cell={cell} cityName={offer.cityName} />
    </p>
  );
}
