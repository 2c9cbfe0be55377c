import { Trans, useLingui } from '@lingui/react/macro';
import { listedPrice, messages } from '@bidstay/contract';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatMoney } from '@/lib/format';
import type { RateOffer } from '@/lib/rate-offer';
import { useCityRates, useHotelNames, useLikedHotels, useStayRates } from '../api/group-hotels';
import { canAddHotel, closeHotels, groupCandidates, moveItem, rateForAmount } from '../lib/group-hotels';

/** A hotel of the bid, in the customer's order. */
export type GroupHotel = { hid: number; name: string };

/** The room a hotel of the bid is bid on, read for the amount; or why there is none yet. */
export type GroupRate =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'ready'; roomName: string; listed: number; bookHash: string; matchHash: string };

/**
 * The room of each hotel of the bid: the dialog's own rate for its hotel, and for each added one the cheapest of its
 * own rates for the stay listed above the amount.
 */
export function useGroupRates(hotels: GroupHotel[], offer: RateOffer, amount: number): Map<number, GroupRate> {
  const added = hotels.map((hotel) => hotel.hid).filter((hid) => hid !== offer.hotelId);
  const results = useStayRates(added, offer);
  const rates = new Map<number, GroupRate>([
    [
      offer.hotelId,
      {
        state: 'ready',
        roomName: offer.roomName,
        listed: offer.listedPrice,
        bookHash: offer.bookHash,
        matchHash: offer.matchHash,
      },
    ],
  ]);
  added.forEach((hid, index) => {
    const result = results[index];
    if (!result?.data) return rates.set(hid, { state: result?.isError ? 'none' : 'loading' });
    const bookable = result.data.flatMap((rate) => (rate.book_hash ? [{ ...rate, book_hash: rate.book_hash }] : []));
    const rate = rateForAmount(bookable, amount);
    rates.set(
      hid,
      rate
        ? {
            state: 'ready',
            roomName: rate.room_data_trans?.main_name ?? rate.room_name,
            listed: listedPrice(rate),
            bookHash: rate.book_hash,
            matchHash: rate.match_hash,
          }
        : { state: 'none' },
    );
  });
  return rates;
}

/** What keeps the bid from going to its hotels as they are: a room still read, or a hotel without one. */
export function groupProblem(rates: Map<number, GroupRate>): string | undefined {
  const states = [...rates.values()].map((rate) => rate.state);
  if (states.includes('loading')) return messages.bids.groupRatesLoading;
  if (states.includes('none')) return messages.bids.groupRatesMissing;
  return undefined;
}

/** The hotels of the city the customer may add: their wishlist's, then those with a room close to the amount. */
function useCandidates(offer: RateOffer, customerId: string, amount: number) {
  const city = useCityRates(offer);
  const liked = useLikedHotels(customerId);
  const cityHotels = city.data ?? [];
  const close = closeHotels(cityHotels, amount, new Set([offer.hotelId]));
  const names = useHotelNames(close.map((hotel) => hotel.hid));
  const ratesOf = new Map(cityHotels.map((hotel) => [hotel.hid, hotel.rates]));
  const listedOf = (hid: number) => {
    const rate = rateForAmount(ratesOf.get(hid) ?? [], amount);
    return rate ? listedPrice(rate) : null;
  };
  const candidates = groupCandidates({
    regionId: offer.regionId,
    ownHid: offer.hotelId,
    wishlist: liked.data ?? [],
    close,
    names: new Map((names.data ?? []).map((hotel) => [hotel.hid, hotel.name])),
    listedOf,
  });
  return { candidates, loading: city.isPending || liked.isPending || (close.length > 0 && names.isPending) };
}

/** The id of a hotel's move button, to give it the focus back after the list is reordered. */
const moveButtonId = (hid: number, direction: 'up' | 'down') => `bid-group-${direction}-${hid}`;

type AddHotelsProps = {
  offer: RateOffer;
  customerId: string;
  /** The amount the candidates are chosen for (settled, not every keystroke). */
  amount: number;
  hotels: GroupHotel[];
  rates: Map<number, GroupRate>;
  onChange: (hotels: GroupHotel[]) => void;
};

/** The bid's hotels in the customer's order, first choice first, and the hotels they may add. */
export function AddHotels({ offer, customerId, amount, hotels, rates, onChange }: AddHotelsProps) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function move(index: number, step: -1 | 1) {
    const moved = moveItem(hotels, index, step);
    const target = index + step;
    const hid = hotels[index]!.hid;
    const canGoOn = step === -1 ? target > 0 : target < hotels.length - 1;
    const direction = (step === -1) === canGoOn ? 'up' : 'down';
    focusNext.current = moveButtonId(hid, direction);
    onChange(moved);
  }

  function remove(hid: number) {
    focusNext.current = 'bid-group-title';
    onChange(hotels.filter((hotel) => hotel.hid !== hid));
  }

  return (
    <section
      className="bid-group-step rounded-3 p-2 p-sm-3 mt-3"
      aria-labelledby="bid-group-title"
      data-testid="bid-group-step"
    >
      <h3 id="bid-group-title" className="h6 mb-1" tabIndex={-1}>
        {messages.bids.addHotels}
      </h3>
      <p className="small text-body-secondary mb-2">{messages.bids.addHotelsHint}</p>
      <ol
        className="list-unstyled d-grid gap-2 mb-2"
        aria-label={messages.bids.groupOrder}
        data-testid="bid-group-order"
      >
        {hotels.map((hotel, index) => (
          <GroupHotelRow
            key={hotel.hid}
            hotel={hotel}
            index={index}
            count={hotels.length}
            rate={rates.get(hotel.hid) ?? { state: 'loading' }}
            currency={offer.currency}
            removable={hotel.hid !== offer.hotelId}
            onMove={(step) => move(index, step)}
            onRemove={() => remove(hotel.hid)}
          />
        ))}
      </ol>
      {hotels.length > 1 && (
        <p className="small fw-semibold mb-2" data-testid="bid-group-at-most-one">
          {messages.bids.groupAtMostOne}
        </p>
      )}
      {canAddHotel(hotels.length) && (
        <Candidates
          offer={offer}
          customerId={customerId}
          amount={amount}
          chosen={hotels}
          onAdd={(hotel) => {
            focusNext.current = moveButtonId(hotel.hid, 'up');
            onChange([...hotels, hotel]);
          }}
        />
      )}
    </section>
  );
}

type RowProps = {
  hotel: GroupHotel;
  index: number;
  count: number;
  rate: GroupRate;
  currency: string;
  removable: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

function RateLine({ rate, currency }: { rate: GroupRate; currency: string }) {
  if (rate.state === 'loading')
    return (
      <span className="small text-body-secondary">
        <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
        <Trans>Reading its rooms…</Trans>
      </span>
    );
  if (rate.state === 'none') return <span className="small text-danger-emphasis">{messages.bids.groupNoRoom}</span>;
  return (
    <span className="small text-body-secondary">
      {rate.roomName} · listed {formatMoney(rate.listed, currency)}
    </span>
  );
}

function GroupHotelRow({ hotel, index, count, rate, currency, removable, onMove, onRemove }: RowProps) {
  const { t } = useLingui();
  const rank = messages.bids.groupRank(index + 1);
  return (
    <li className="bid-group-hotel rounded-3 p-2 d-flex gap-2 align-items-center" data-testid="bid-group-choice">
      <div className="bid-group-name flex-grow-1">
        <div className="small text-body-secondary">{rank}</div>
        <div className="fw-semibold">{hotel.name}</div>
        <RateLine rate={rate} currency={currency} />
      </div>
      <div className="d-flex gap-1 flex-shrink-0" role="group" aria-label={t`Order of ${hotel.name}`}>
        {removable && (
          <Button
            size="sm"
            variant="outline-danger"
            className="me-1"
            onClick={onRemove}
            aria-label={t`Remove ${hotel.name}`}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        )}
        <Button
          id={moveButtonId(hotel.hid, 'up')}
          size="sm"
          variant="outline-secondary"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t`Move ${hotel.name} up`}
        >
          <i className="bi bi-arrow-up" aria-hidden="true" />
        </Button>
        <Button
          id={moveButtonId(hotel.hid, 'down')}
          size="sm"
          variant="outline-secondary"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t`Move ${hotel.name} down`}
        >
          <i className="bi bi-arrow-down" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

type CandidatesProps = {
  offer: RateOffer;
  customerId: string;
  amount: number;
  chosen: GroupHotel[];
  onAdd: (hotel: GroupHotel) => void;
};

function Candidates({ offer, customerId, amount, chosen, onAdd }: CandidatesProps) {
  const { t } = useLingui();
  const { candidates, loading } = useCandidates(offer, customerId, amount);
  const taken = new Set(chosen.map((hotel) => hotel.hid));
  const shown = candidates.filter((candidate) => !taken.has(candidate.hid));
  if (loading)
    return (
      <p className="small text-body-secondary mb-0" aria-busy="true">
        <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
        <Trans>Finding hotels in this city…</Trans>
      </p>
    );
  if (shown.length === 0) return <p className="small text-body-secondary mb-0">{messages.bids.groupNoCandidates}</p>;
  return (
    <ul
      className="list-unstyled d-grid gap-1 mb-0"
      aria-label={t`Hotels you can add`}
      data-testid="bid-group-candidates"
    >
      {shown.map((candidate) => (
        <li key={candidate.hid} className="d-flex gap-2 align-items-center justify-content-between">
          <div className="bid-group-name">
            <div className="small fw-semibold">{candidate.name}</div>
            <div className="small text-body-secondary">
              {candidate.fromWishlist && (
                <>
                  <i className="bi bi-heart-fill text-danger me-1" aria-hidden="true" />
                  <Trans>In your wishlist · </Trans>
                </>
              )}
              {candidate.listed === null
                ? messages.bids.groupNoRoom
                : `listed ${formatMoney(candidate.listed, offer.currency)}`}
            </div>
          </div>
          <Button
            size="sm"
            variant="outline-primary"
            className="flex-shrink-0"
            disabled={candidate.listed === null}
            onClick={() => onAdd({ hid: candidate.hid, name: candidate.name })}
            aria-label={t`Add ${candidate.name}`}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
