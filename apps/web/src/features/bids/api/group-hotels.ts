import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { RateOffer } from '@/lib/rate-offer';

/** The stay of the bid, as the hotel searches take it: every hotel of a bid is for the same one. */
const stayOf = (offer: RateOffer) => ({
  checkin: offer.checkIn,
  checkout: offer.checkOut,
  guests: offer.guests,
  currency: offer.currency,
});

export function getCityRates(offer: RateOffer) {
  return apiClient.post('/api/hotelRegionSearch', 'regionRates', { ...stayOf(offer), region_id: offer.regionId });
}

export function getLikedHotelIds(customerId: string) {
  return apiClient.get(`/api/getLikedHotelList/${encodeURIComponent(customerId)}`, 'hotelIds');
}

export function getHotelNames(hids: number[]) {
  return apiClient.post('/api/getListOfHotelsMinimal', 'hotelsMinimal', hids);
}

/** A hotel's bookable rates for the bid's stay: the hotel page's call. */
export function getStayRates(hid: number, offer: RateOffer) {
  return apiClient.post('/api/hotelPage', 'hotelRates', { ...stayOf(offer), hid });
}

const groupKey = ['bid-group'] as const;

/** The city's hotels with rooms for the bid's stay. */
export function useCityRates(offer: RateOffer) {
  return useQuery({
    queryKey: [...groupKey, 'city', offer.regionId, stayOf(offer)],
    queryFn: () => getCityRates(offer),
    select: (result) => result.hotels,
    staleTime: 60_000,
  });
}

/** The customer's wishlist hotels with their names and cities. */
export function useLikedHotels(customerId: string) {
  const ids = useQuery({
    queryKey: [...groupKey, 'liked', customerId],
    queryFn: () => getLikedHotelIds(customerId),
  });
  const hotels = useHotelNames(ids.data ?? []);
  // Without liked hotels (or when they failed to load) no names are asked for, and their query stays pending.
  const liked = Boolean(ids.data?.length);
  return { data: liked ? hotels.data : [], isPending: ids.isPending || (liked && hotels.isPending) };
}

/** Names (and cities) of hotels, asked for once per set of ids. */
export function useHotelNames(hids: number[]) {
  const sorted = [...new Set(hids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...groupKey, 'names', sorted],
    queryFn: () => getHotelNames(sorted),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** Each added hotel's own rates for the bid's stay, in the order of `hids`. */
export function useStayRates(hids: number[], offer: RateOffer) {
  return useQueries({
    queries: hids.map((hid) => ({
      queryKey: [...groupKey, 'rates', hid, stayOf(offer)],
      queryFn: () => getStayRates(hid, offer),
      select: (result: Awaited<ReturnType<typeof getStayRates>>) => result.hotels[0]?.rates ?? [],
      staleTime: 60_000,
    })),
  });
}
