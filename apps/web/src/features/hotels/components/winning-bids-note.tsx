import { Plural, Trans } from '@lingui/react/macro';
import { useWinningBids } from '../api/get-winning-bids';

type Props = { regionId: number; cityName: string };

/** "4★ in Stockholm: bids at 82–88 % of the listed price won this month", a line per star rating; nothing when none. */
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
        {cells.map(({ stars, percentLow, percentHigh, accepted }) => (
          <li key={stars}>
            <Plural
              value={accepted}
              one={`${stars}★ in ${cityName}: bids at ${percentLow}–${percentHigh} % of the listed price won this month (# bid)`}
              other={`${stars}★ in ${cityName}: bids at ${percentLow}–${percentHigh} % of the listed price won this month (# bids)`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
