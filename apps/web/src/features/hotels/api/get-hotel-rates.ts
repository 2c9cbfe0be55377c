import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { stayPayload, type Stay } from '../lib/stay';

export function getHotelRates(hid: number, stay: Stay) {
  return apiClient.post('/api/hotelPage', 'hotelRates', { ...stayPayload(stay), hid });
}

export function hotelRatesQueryOptions(hid: number, stay: Stay) {
  return queryOptions({
    queryKey: ['hotels', hid, 'rates', stayPayload(stay)],
    queryFn: () => getHotelRates(hid, stay),
  });
}

/** The hotel's bookable rates (each with a book_hash) for the stay. */
export function useHotelRates(hid: number | undefined, stay: Stay) {
  return useQuery({
    ...hotelRatesQueryOptions(hid ?? 0, stay),
    enabled: hid !== undefined,
    select: (result) => result.hotels[0]?.rates ?? [],
  });
}
