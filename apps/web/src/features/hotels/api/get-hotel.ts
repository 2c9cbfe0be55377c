import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

export type HotelContent = Answer<'hotel'>;

export function getHotel(id: string) {
  return apiClient.get(`/api/HotelInternal/getHotel?id=${encodeURIComponent(id)}`, 'hotel');
}

export function hotelQueryOptions(id: string) {
  return queryOptions({ queryKey: ['hotels', id], queryFn: () => getHotel(id), staleTime: 10 * 60_000 });
}

export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}
