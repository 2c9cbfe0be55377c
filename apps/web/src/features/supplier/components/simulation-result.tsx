import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import type { Outcome, Simulation } from '@bidstay/contract';
import { useLingui } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { simulatedReason } from '../lib/simulated-reason';

const OUTCOME_LABELS: Record<Outcome, string> = {
  get accepted() {
    return t`Accepted`;
  },
  get countered() {
    return t`Countered`;
  },
  get rejected() {
    return t`Rejected`;
  },
  get manual() {
    return t`Left to your team`;
  },
};
const CHANGES_SHOWN = 20;

/** A bid the rules would answer otherwise: its hotel, room and stay, its amount, both answers and why. */
function ChangedBid({ change }: { change: Simulation['changed'][number] }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, change.currency);
  return (
    <li data-testid="changed-bid">
      <div className="fw-semibold">
        {change.hotelName} · {change.roomName}
      </div>
      <div className="text-body-secondary">
        {formatCalendarDate(change.checkIn)} – {formatCalendarDate(change.checkOut)} · {money(change.bid)} of{' '}
        {money(change.listed)}
      </div>
      <div>
        {OUTCOME_LABELS[change.actual]} → {OUTCOME_LABELS[change.simulated]}: {i18n._(simulatedReason(change, money))}
      </div>
    </li>
  );
}

/** Today's answers beside what the proposed rules would have answered, on the hotel's own bids. */
export function SimulationResult({ result, days }: { result: Simulation; days: number }) {
  const money = (amount: number) => formatMoney(amount, result.currency);
  return (
    <section className="simulation mt-3" aria-labelledby="simulation-title" data-testid="simulation">
      <h3 id="simulation-title" className="h6">
        <Plural
          value={result.bids}
          one={`On your # bid of the last ${days} days`}
          other={`On your # bids of the last ${days} days`}
        />
      </h3>
      <Table size="sm" className="mb-2">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">
              <Trans>As answered</Trans>
            </th>
            <th scope="col">
              <Trans>With these rules</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Accepted</Trans>
            </th>
            <td>{result.actual.accepted}</td>
            <td data-testid="simulated-accepted">{result.simulated.accepted}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Revenue from bids</Trans>
            </th>
            <td>{money(result.actual.revenue)}</td>
            <td data-testid="simulated-revenue">{money(result.simulated.revenue)}</td>
          </tr>
        </tbody>
      </Table>
      <p className="small mb-2">
        {(Object.keys(OUTCOME_LABELS) as Outcome[])
          .map((outcome) => `${OUTCOME_LABELS[outcome]}: ${result.outcomes[outcome] ?? 0}`)
          .join(' · ')}
      </p>
      {result.changed.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <Trans>No bid would have been answered otherwise.</Trans>
        </p>
      ) : (
        <>
          <p className="small mb-1">
            <Plural
              value={result.changed.length}
              one="# bid would have been answered otherwise:"
              other="# bids would have been answered otherwise:"
            />
          </p>
          <ul className="small list-unstyled mb-0 d-grid gap-2" data-testid="changed-bids">
            {result.changed.slice(0, CHANGES_SHOWN).map((change) => (
              <ChangedBid key={change.bidId} change={change} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
