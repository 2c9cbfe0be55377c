import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { firstPageShown, useRegionHotels } from '../api/get-region-hotels';
import { useRegionRates } from '../api/search-region-rates';
import { anyFilter, filterRatesOnly, listHotels, mealsOffered, settledCount } from '../lib/hotel-list';
import type { ListChoice } from '../lib/list-query';
import type { ShownRate } from '../lib/rates';
import { nightsBetween, type Stay } from '../lib/stay';

/** Cards of the first commit; the others follow in a commit of their own, so neither is one long task. */
const FIRST_CARDS = 6;
const NO_RATES = new Map<number, ShownRate[]>();

/**
 * The city's hotels for the stay, in the chosen order: `listed` all of them, `visible` the first `shown` whose place
 * is final (no hotel still loading can come before them), `cards` those of them rendered so far.
 */
export function useCityHotels(regionId: number, stay: Stay, { filters, sort, shown }: ListChoice) {
  const hotels = useRegionHotels(regionId, stay);
  const rates = useRegionRates(regionId, stay);
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const arrived = useMemo(
    () => ({
      hotels: hotels.hotels,
      pending: hotels.pending,
      rates: rates.data ?? NO_RATES,
      loading: hotels.isPending || rates.isPending,
      streaming: hotels.streaming,
    }),
    [hotels.hotels, hotels.pending, hotels.isPending, hotels.streaming, rates.data, rates.isPending],
  );
  // The list follows the answers in a deferred render, which React slices: hotels arriving do not block the page.
  const { hotels: loaded, pending, rates: ratesByHid, loading, streaming } = useDeferredValue(arrived);
  const list = useMemo(() => {
    const { available, unavailable } = listHotels(loaded, { ratesByHid, nights, filters, sort });
    return { available, unavailable, listed: filterRatesOnly(filters) ? available : [...available, ...unavailable] };
  }, [loaded, ratesByHid, nights, filters, sort]);
  const meals = useMemo(() => mealsOffered(ratesByHid), [ratesByHid]);
  const withRooms = useMemo(() => [...ratesByHid.values()].filter((rates) => rates.length > 0).length, [ratesByHid]);
  // Before every hotel is in, the rates already tell how many have rooms, unless a filter needs the hotels themselves.
  const filtered = anyFilter(filters);
  const availableCount = pending.length > 0 && !filtered ? withRooms : list.available.length;
  const settled = streaming
    ? settledCount(list.listed, pending, { ratesByHid, nights, filters, sort })
    : list.listed.length;
  const visible = list.listed.slice(0, Math.min(shown, settled));
  // A city already all in when the page opens (Back to it) renders whole at once: the scroll is restored onto it.
  const [revealed, setRevealed] = useState(() =>
    loading || streaming || pending.length > 0 ? FIRST_CARDS : Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (visible.length > revealed) startTransition(() => setRevealed(Number.POSITIVE_INFINITY));
  }, [visible.length, revealed]);

  // The first hotels are rendered: their cards, or none where the filters or the order leave none of them shown yet.
  const firstPageRendered = loaded.length > 0;
  useEffect(() => {
    if (firstPageRendered) firstPageShown(regionId);
  }, [firstPageRendered, regionId]);

  return {
    hotels,
    rates,
    loading,
    streaming,
    /** The city's hotels with rooms for the stay (and the filters), those with rooms whatever the filters, all. */
    availableCount,
    withRooms,
    cityCount: hotels.data?.hids.length ?? 0,
    filtered,
    ...list,
    meals,
    visible,
    cards: visible.slice(0, revealed),
  };
}
