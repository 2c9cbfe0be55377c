import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { shownRateSchema } from '../lib/rates';
import { stayPayload, type Stay } from '../lib/stay';

const hotelRatesSchema = z.object({ id: z.string(), hid: z.number(), rates: z.array(shownRateSchema) });

export const regionRatesSchema = z.object({ total_hotels: z.number(), hotels: z.array(hotelRatesSchema) });
export type HotelRates = z.infer<typeof hotelRatesSchema>;

export function searchRegionRates(regionId: number, stay: Stay) {
  return apiClient.post('/api/hotelRegionSearch', regionRatesSchema, { ...stayPayload(stay), region_id: regionId });
}

export function regionRatesQueryOptions(regionId: number, stay: Stay) {
  return queryOptions({
    queryKey: ['regions', regionId, 'rates', stayPayload(stay)],
    queryFn: () => searchRegionRates(regionId, stay),
  });
}

/** The city's hotels with availability for the stay, by hid. */
export function useRegionRates(regionId: number, stay: Stay) {
  return useQuery({
    ...regionRatesQueryOptions(regionId, stay),
    select: (result) => new Map(result.hotels.map((hotel) => [hotel.hid, hotel.rates])),
  });
}
