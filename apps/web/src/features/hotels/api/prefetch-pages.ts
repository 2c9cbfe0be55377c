import type { QueryClient } from '@tanstack/react-query';
import { loadGuestsParser, readStay } from '../lib/read-stay';
import type { Stay } from '../lib/stay';
import { cityHotelsQueryOptions, firstHotelsLoaded, loadFirstPage } from './get-region-hotels';
import { regionQueryOptions } from './get-regions';
import { hotelQueryOptions } from './get-hotel';
import { hotelRatesQueryOptions } from './get-hotel-rates';
import { hotelReviewsQueryOptions } from './get-hotel-reviews';
import { regionRatesQueryOptions } from './search-region-rates';

/** The stay of a page's URL, as the page reads it (guests checked by their parser when the URL has them). */
async function urlStay(search: URLSearchParams): Promise<Stay> {
  return readStay(search, search.has('guests') ? (await loadGuestsParser()).parseGuests : undefined);
}

/**
 * Starts loading what the city page shows first: the city's name, its rates for the stay and its hotels. Settles once
 * the rates and the first hotels are in (the page then shows its first cards), or have failed; failures are left to
 * the page's own queries.
 */
export async function prefetchCityPage(queryClient: QueryClient, regionId: number, search: URLSearchParams) {
  if (!Number.isInteger(regionId)) return;
  void queryClient.prefetchQuery(regionQueryOptions(regionId));
  const stay = await urlStay(search).catch(() => undefined);
  if (!stay) return;
  void queryClient.prefetchQuery(cityHotelsQueryOptions(queryClient, regionId, stay));
  await Promise.all([
    queryClient.prefetchQuery(regionRatesQueryOptions(regionId, stay)),
    firstHotelsLoaded(queryClient, regionId),
  ]);
}

/**
 * What the city page shows first, for a page the server renders: the city's name, its rates for the stay and its
 * first page of hotels. Throws when one of them fails.
 */
export async function loadCityFirstScreen(queryClient: QueryClient, regionId: number, search: URLSearchParams) {
  const stay = await urlStay(search);
  await Promise.all([queryClient.fetchQuery(regionQueryOptions(regionId)), loadFirstPage(queryClient, regionId, stay)]);
}

/** Starts loading the hotel, then its rates for the stay and its reviews, which need its hid. */
export async function prefetchHotelPage(queryClient: QueryClient, hotelId: string, search: URLSearchParams) {
  const loaded = await Promise.all([queryClient.fetchQuery(hotelQueryOptions(hotelId)), urlStay(search)]).catch(
    () => undefined,
  );
  if (!loaded) return;
  const [hotel, stay] = loaded;
  void queryClient.prefetchQuery(hotelRatesQueryOptions(hotel.hid, stay));
  void queryClient.prefetchQuery(hotelReviewsQueryOptions(hotel.hid));
}
