import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { addDays, nightsOfStay, today, type SupplierBid, type SupplierCalendar } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { ErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { formatCalendarDate, formatMoney, formatMonth, formatPercent, formatShare, weekdayNames } from '@/lib/format';
import { useDemandCalendar, useNightBids } from '../api/get-demand-calendar';
import { useMarket } from '../api/get-market';

type Night = SupplierCalendar['nights'][number];

const HEAT_LEVELS = 4;

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (first: string) => addDays(firstOfMonth(addDays(first, 31)), -1);
/** Monday 0 … Sunday 6. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

function heatOf(night: Night, busiest: number) {
  return night.placed === 0 ? 0 : Math.max(1, Math.ceil((night.placed / busiest) * HEAT_LEVELS));
}

function describeNight(night: Night) {
  const parts = [plural(night.placed, { one: '# bid', other: '# bids' })];
  if (night.accepted) parts.push(t`${night.accepted} accepted`);
  if (night.pending) parts.push(t`${night.pending} waiting`);
  return `${formatCalendarDate(night.date)}: ${parts.join(', ')}`;
}

/** A bid as the calendar's nights and the market speak: per night of its stay. */
function BidPerNight({ bid }: { bid: SupplierBid }) {
  const nights = nightsOfStay(bid.booking.check_in, bid.booking.check_out).length;
  const perNight = formatMoney(bid.bid / nights, bid.currency);
  const share = formatShare((bid.bid * 100) / bid.listed_price);
  const stay = `${formatCalendarDate(bid.booking.check_in)} – ${formatCalendarDate(bid.booking.check_out)}`;
  return (
    <>
      <span>
        <Trans>
          {perNight} a night · {share} of the listed price
        </Trans>
      </span>
      <span className="text-body-secondary">
        <Plural value={nights} one={`${stay}, # night`} other={`${stay}, # nights`} />
      </span>
    </>
  );
}

/**
 * A month of one hotel's nights, each shaded by how many bids cover it; a night opened shows its figures and its bids.
 */
export function DemandCalendar({ hid }: { hid: number }) {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => firstOfMonth(today(new Date())));
  const [opened, setOpened] = useState<string>();
  const calendar = useDemandCalendar(hid, month, lastOfMonth(month));
  const turn = (days: number) => {
    setMonth(firstOfMonth(addDays(month, days)));
    setOpened(undefined);
  };

  return (
    <section className="demand-calendar mt-4" aria-labelledby="demand-calendar-title">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h3 id="demand-calendar-title" className="h6 mb-0">
          <Trans>Demand in {formatMonth(month)}</Trans>
        </h3>
        <div className="btn-group btn-group-sm">
          <Button variant="outline-secondary" onClick={() => turn(-1)} aria-label={t`Previous month`}>
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </Button>
          <Button variant="outline-secondary" onClick={() => turn(31)} aria-label={t`Next month`}>
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {calendar.isPending && <ListSkeleton label={t`Loading the calendar`} rows={3} />}
      {calendar.isError && <ErrorState text={t`We could not load this hotel's calendar.`} />}
      {calendar.data && <MonthGrid nights={calendar.data.nights} opened={opened} onOpen={setOpened} />}
      {calendar.data && opened && (
        <NightDetails
          hid={hid}
          night={calendar.data.nights.find((night) => night.date === opened)!}
          nightlyCap={calendar.data.nightlyCap}
        />
      )}
    </section>
  );
}

type GridProps = { nights: Night[]; opened: string | undefined; onOpen: (date: string) => void };

function MonthGrid({ nights, opened, onOpen }: GridProps) {
  const { t } = useLingui();
  const busiest = Math.max(1, ...nights.map((night) => night.placed));
  const blanks = nights.length ? weekdayOf(nights[0]!.date) : 0;
  return (
    <div className="demand-grid" role="group" aria-label={t`Bids by night`}>
      {weekdayNames().map((day) => (
        <div key={day} className="demand-weekday small text-body-secondary" aria-hidden="true">
          {day}
        </div>
      ))}
      {Array.from({ length: blanks }, (_, index) => (
        <div key={`blank-${index}`} aria-hidden="true" />
      ))}
      {nights.map((night) => (
        <button
          key={night.date}
          type="button"
          className={`demand-night heat-${heatOf(night, busiest)}`}
          aria-label={describeNight(night)}
          aria-pressed={opened === night.date}
          onClick={() => onOpen(night.date)}
        >
          <span className="demand-day">{Number(night.date.slice(8))}</span>
          {night.placed > 0 && <span className="demand-count">{night.placed}</span>}
        </button>
      ))}
    </div>
  );
}

type DetailsProps = { hid: number; night: Night; nightlyCap: number | null };

function NightDetails({ hid, night, nightlyCap }: DetailsProps) {
  const { t } = useLingui();
  const bids = useNightBids(hid, night.date);
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));
  return (
    <div className="card border-0 bg-body-tertiary mt-3" aria-live="polite">
      <div className="card-body">
        <h4 className="h6">
          <Trans>Night of {formatCalendarDate(night.date)}</Trans>
        </h4>
        <dl className="demand-facts small mb-3">
          <dt>
            <Trans>Bids</Trans>
          </dt>
          <dd>{night.placed}</dd>
          <dt>
            <Trans>Accepted</Trans>
          </dt>
          <dd>{night.accepted}</dd>
          <dt>
            <Trans>Countered</Trans>
          </dt>
          <dd>{night.countered}</dd>
          <dt>
            <Trans>Declined</Trans>
          </dt>
          <dd>{night.declined}</dd>
          <dt>
            <Trans>Waiting</Trans>
          </dt>
          <dd>{night.pending}</dd>
          <dt>
            <Trans>Median accepted</Trans>
          </dt>
          <dd>{percent(night.medianAcceptedPercent)}</dd>
          <dt>
            <Trans>Best declined</Trans>
          </dt>
          <dd>{percent(night.bestDeclinedPercent)}</dd>
          <dt>
            <Trans>Rooms at bid prices</Trans>
          </dt>
          <dd>{nightlyCap === null ? night.capUsed : t`${night.capUsed} of ${nightlyCap}`}</dd>
        </dl>
        <MarketFigure hid={hid} date={night.date} />
        {bids.isPending && <ListSkeleton label={t`Loading the night's bids`} rows={2} />}
        {bids.isError && <ErrorState text={t`We could not load this night's bids.`} />}
        {bids.data?.length === 0 && (
          <p className="small mb-0">
            <Trans>No bids cover this night.</Trans>
          </p>
        )}
        {bids.data && bids.data.length > 0 && (
          <ul className="list-unstyled small mb-0">
            {bids.data.map((bid) => (
              <li key={bid.id} className="d-flex flex-wrap gap-2 align-items-center py-1 border-top">
                <BidStatusBadge bid={bid} />
                <BidPerNight bid={bid} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** What hotels like this one list the night at, for a night still to come. */
function MarketFigure({ hid, date }: { hid: number; date: string }) {
  const past = date < today(new Date());
  const market = useMarket(hid, date, past);
  if (past) return null;
  if (market.isPending)
    return (
      <p className="small text-body-secondary">
        <Trans>Reading the market…</Trans>
      </p>
    );
  if (market.isError)
    return (
      <p className="small text-body-secondary">
        <Trans>The market could not be read just now.</Trans>
      </p>
    );
  const { median, low, high, hotels, currency } = market.data;
  if (median === null || low === null || high === null)
    return (
      <p className="small text-body-secondary">
        <Trans>No hotel like this one lists this night.</Trans>
      </p>
    );
  const [middle, lowest, highest] = [median, low, high].map((amount) => formatMoney(amount, currency));
  return (
    <p className="small mb-3" data-testid="market-figure">
      <span className="fw-semibold">
        <Trans>Market:</Trans>
      </span>{' '}
      <Plural
        value={hotels}
        one={`median ${middle} a night (${lowest}–${highest}) at # hotel of your city and stars`}
        other={`median ${middle} a night (${lowest}–${highest}) at # hotels of your city and stars`}
      />
    </p>
  );
}
