import { supplierMarketSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getMarket(hotelId: number, date: string) {
  return apiClient.get(`/api/supplier/market?hotelId=${hotelId}&date=${date}`, supplierMarketSchema);
}

export function marketQueryOptions(hotelId: number, date: string) {
  return queryOptions({
    queryKey: ['supplier', 'market', hotelId, date],
    queryFn: () => getMarket(hotelId, date),
    staleTime: 60 * 60_000,
  });
}

/** A night's listed prices at the nearest hotels like this one; not asked for a night already past. */
export function useMarket(hotelId: number, date: string, past: boolean) {
  return useQuery({ ...marketQueryOptions(hotelId, date), enabled: !past });
}
