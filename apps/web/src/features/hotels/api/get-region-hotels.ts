import type { HotelMinimal } from '@bidstay/contract';
import { HOTEL_STREAM_CHUNK_SIZE, HOTEL_STREAM_CONCURRENCY } from '@bidstay/contract/plain';
import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '@/lib/api-client';
import { cheapestFirst } from '../lib/hotel-list';
import { nightsBetween, type Stay } from '../lib/stay';
import { ratesByHid, regionRatesQueryOptions } from './search-region-rates';

export function getRegionHotelIds(regionId: number) {
  return apiClient.post('/api/getListOfHotels', 'hotelIds', { region_id: regionId });
}

export function getHotelsMinimal(hids: number[]) {
  return apiClient.post('/api/getListOfHotelsMinimal', 'hotelsMinimal', hids);
}

/** The city's hotel ids, and those of its hotels loaded so far, in the order of the ids. */
export type RegionHotels = { hids: number[]; hotels: HotelMinimal[] };

const NO_HOTELS: HotelMinimal[] = [];

/** The hotels of the stream's first chunks, asked for at once: the city page's first page. */
const FIRST_PAGE_SIZE = HOTEL_STREAM_CHUNK_SIZE * HOTEL_STREAM_CONCURRENCY;

/** Hotels to load first, as soon as they are known (the page's first hotels); the others keep their order. */
export type HotelPriority = () => Promise<number[]>;

function moveToFront(queue: number[], front: number[]): number[] {
  const queued = new Set(queue);
  const ahead = new Set(front.filter((hid) => queued.has(hid)));
  return [...ahead, ...queue.filter((hid) => !ahead.has(hid))];
}

/** Per city, the streams waiting for its page to render their first hotels (`firstPageShown`). */
const waitingForFirstPage = new Map<number, Set<() => void>>();

/**
 * Opened once the city's page has rendered its first hotels, however long a slow phone takes. A stream sets it up
 * before its first chunk, since the page may render that chunk before the second arrives; `close` when it no
 * longer waits.
 */
function firstPageGate(regionId: number) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const waiting = waitingForFirstPage.get(regionId) ?? new Set();
  waitingForFirstPage.set(regionId, waiting.add(open));
  const close = () => {
    waiting.delete(open);
    if (waiting.size === 0 && waitingForFirstPage.get(regionId) === waiting) waitingForFirstPage.delete(regionId);
  };
  return { opened, close };
}

export function firstPageShown(regionId: number) {
  for (const open of waitingForFirstPage.get(regionId) ?? []) open();
}

/** SPEC §9: `count` chunks asked with `next`, two in flight at a time, yielded in the order they were asked for. */
async function* inChunks(next: () => Promise<HotelMinimal[]>, count: number) {
  const inFlight = Array.from({ length: Math.min(HOTEL_STREAM_CONCURRENCY, count) }, next);
  let asked = inFlight.length;
  while (inFlight.length > 0) {
    const hotels = await inFlight.shift()!;
    if (asked < count) {
      inFlight.push(next());
      asked += 1;
    }
    yield hotels;
  }
}

/**
 * The hotels in chunks of 25. The first chunk waits for the priority: the page shows no hotel before it knows the
 * rates anyway, and then shows the cheapest first. The first two chunks hold the first page; the rest of the city is
 * asked for once the page shows it, so that reading the rest does not hold up its first paint on a slow phone.
 */
async function* streamHotels(regionId: number, hids: number[], priority?: HotelPriority) {
  const firstPageRendered = firstPageGate(regionId);
  try {
    let queue = moveToFront(hids, (await priority?.().catch(() => undefined)) ?? []);
    const next = () => {
      const chunk = queue.slice(0, HOTEL_STREAM_CHUNK_SIZE);
      queue = queue.slice(HOTEL_STREAM_CHUNK_SIZE);
      return getHotelsMinimal(chunk);
    };
    const chunks = Math.ceil(hids.length / HOTEL_STREAM_CHUNK_SIZE);
    const firstPage = Math.min(HOTEL_STREAM_CONCURRENCY, chunks);
    let firstPageHotels = 0;
    for await (const hotels of inChunks(next, firstPage)) {
      firstPageHotels += hotels.length;
      yield hotels;
    }
    if (chunks === firstPage) return;
    // A first page without hotels renders nothing to wait for.
    if (firstPageHotels > 0) await firstPageRendered.opened;
    yield* inChunks(next, chunks - firstPage);
  } finally {
    firstPageRendered.close();
  }
}

function inIdOrder(hids: number[], hotels: HotelMinimal[]): HotelMinimal[] {
  const position = new Map(hids.map((hid, index) => [hid, index]));
  return hotels.sort((a, b) => (position.get(a.hid) ?? 0) - (position.get(b.hid) ?? 0));
}

/** The city's hotel ids first, then its hotels as they arrive. */
export function regionHotelsQueryOptions(regionId: number, priority?: HotelPriority) {
  return queryOptions({
    queryKey: ['regions', regionId, 'hotels'],
    queryFn: streamedQuery({
      streamFn: async function* (): AsyncGenerator<RegionHotels> {
        const hids = await getRegionHotelIds(regionId);
        for await (const hotels of streamHotels(regionId, hids, priority)) yield { hids, hotels };
      },
      reducer: (loaded: RegionHotels, chunk: RegionHotels) => ({
        hids: chunk.hids,
        hotels: inIdOrder(chunk.hids, [...loaded.hotels, ...chunk.hotels]),
      }),
      initialValue: { hids: [], hotels: [] },
    }),
    staleTime: 10 * 60_000,
  });
}

/** The ids of the city's hotels with rates for the stay, the cheapest first: the page's first hotels. */
function cheapestHotels(queryClient: QueryClient, regionId: number, stay: Stay) {
  const nights = nightsBetween(stay.checkin, stay.checkout);
  return queryClient
    .fetchQuery(regionRatesQueryOptions(regionId, stay))
    .then((result) => cheapestFirst(ratesByHid(result), nights));
}

/** The city's hotels, those with the cheapest rates for the stay (the page's first ones) loaded first. */
export function cityHotelsQueryOptions(queryClient: QueryClient, regionId: number, stay: Stay) {
  return regionHotelsQueryOptions(regionId, () => cheapestHotels(queryClient, regionId, stay));
}

/**
 * The city's ids and the hotels of its first page, those the stream loads first, and not the others: for a page the
 * server renders, which shows no more.
 */
export async function loadFirstPage(queryClient: QueryClient, regionId: number, stay: Stay) {
  const [hids, cheapest] = await Promise.all([
    getRegionHotelIds(regionId),
    cheapestHotels(queryClient, regionId, stay),
  ]);
  const hotels = await getHotelsMinimal(moveToFront(hids, cheapest).slice(0, FIRST_PAGE_SIZE));
  queryClient.setQueryData(regionHotelsQueryOptions(regionId).queryKey, { hids, hotels: inIdOrder(hids, hotels) });
}

/** Settles once the first of the city's hotels are in, or their stream has ended or failed. */
export function firstHotelsLoaded(queryClient: QueryClient, regionId: number): Promise<void> {
  const { queryKey } = regionHotelsQueryOptions(regionId);
  const loaded = () => {
    const state = queryClient.getQueryState(queryKey);
    if (!state) return false;
    return state.status === 'error' || Boolean(state.data?.hotels.length) || state.fetchStatus === 'idle';
  };
  return new Promise((resolve) => {
    if (loaded()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!loaded()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** `pending`: the ids of the hotels still to arrive. */
export function useRegionHotels(regionId: number, stay: Stay) {
  const query = useQuery(cityHotelsQueryOptions(useQueryClient(), regionId, stay));
  const loaded = query.data?.hotels;
  const pending = useMemo(() => {
    const arrived = new Set(loaded?.map((hotel) => hotel.hid));
    return (query.data?.hids ?? []).filter((hid) => !arrived.has(hid));
  }, [query.data?.hids, loaded]);
  return { ...query, hotels: loaded ?? NO_HOTELS, pending, streaming: query.fetchStatus === 'fetching' };
}
