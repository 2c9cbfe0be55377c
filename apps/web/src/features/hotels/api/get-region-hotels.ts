import type { HotelMinimal } from '@bidstay/contract';
import { HOTEL_STREAM_CHUNK_SIZE, HOTEL_STREAM_CONCURRENCY } from '@bidstay/contract/plain';
import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRegionHotelIds(regionId: number) {
  return apiClient.post('/api/getListOfHotels', ({ z }) => z.array(z.number()), { region_id: regionId });
}

export function getHotelsMinimal(hids: number[]) {
  return apiClient.post(
    '/api/getListOfHotelsMinimal',
    ({ z, hotelMinimalSchema }) => z.array(hotelMinimalSchema),
    hids,
  );
}

/** SPEC §9: chunks of 25, two in flight at a time, yielded in order. */
async function* streamHotels(hids: number[]) {
  const chunks: number[][] = [];
  for (let start = 0; start < hids.length; start += HOTEL_STREAM_CHUNK_SIZE) {
    chunks.push(hids.slice(start, start + HOTEL_STREAM_CHUNK_SIZE));
  }
  const inFlight = chunks.slice(0, HOTEL_STREAM_CONCURRENCY).map(getHotelsMinimal);
  for (let index = 0; index < chunks.length; index++) {
    const next = chunks[index + HOTEL_STREAM_CONCURRENCY];
    const hotels = await inFlight[index]!;
    if (next) inFlight.push(getHotelsMinimal(next));
    yield hotels;
  }
}

/** The city's hotel ids first, then its hotels as they arrive. */
export function regionHotelsQueryOptions(regionId: number) {
  return queryOptions({
    queryKey: ['regions', regionId, 'hotels'],
    queryFn: streamedQuery({
      streamFn: async function* () {
        yield* streamHotels(await getRegionHotelIds(regionId));
      },
      reducer: (hotels: HotelMinimal[], chunk: HotelMinimal[]) => [...hotels, ...chunk],
      initialValue: [],
    }),
    staleTime: 10 * 60_000,
  });
}

export function useRegionHotels(regionId: number) {
  const query = useQuery(regionHotelsQueryOptions(regionId));
  return { ...query, streaming: query.fetchStatus === 'fetching' };
}
