import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@bidstay/contract/plain';
import { apiClient } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import type { Answer } from '@/lib/answers';

export type HotelContent = Answer<'hotel'>;

/** The hotel's content with the partner's text in `language`, or in English where the partner has none. */
export function getHotel(id: string, language: Locale) {
  const query = new URLSearchParams({ id, language });
  return apiClient.get(`/api/HotelInternal/getHotel?${query}`, 'hotel');
}

export function hotelQueryOptions(id: string, language: Locale = currentLocale()) {
  return queryOptions({
    queryKey: ['hotels', id, language],
    queryFn: () => getHotel(id, language),
    staleTime: 10 * 60_000,
  });
}

export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}
