import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';
import { stayPayload, type Stay } from '../lib/stay';

export type HotelRates = Answer<'regionRates'>['hotels'][number];

export function searchRegionRates(regionId: number, stay: Stay) {
  return apiClient.post('/api/hotelRegionSearch', 'regionRates', { ...stayPayload(stay), region_id: regionId });
}

export function regionRatesQueryOptions(regionId: number, stay: Stay) {
  return queryOptions({
    queryKey: ['regions', regionId, 'rates', stayPayload(stay)],
    queryFn: () => searchRegionRates(regionId, stay),
  });
}

export function ratesByHid(result: { hotels: HotelRates[] }) {
  return new Map(result.hotels.map((hotel) => [hotel.hid, hotel.rates]));
}

/** The city's hotels with availability for the stay, by hid. */
export function useRegionRates(regionId: number, stay: Stay) {
  return useQuery({ ...regionRatesQueryOptions(regionId, stay), select: ratesByHid });
}
