import { TYPEAHEAD_MIN_CHARS } from '@bidstay/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function searchDestinations(search: string) {
  const query = new URLSearchParams({ search, language: 'en' });
  return apiClient.post(`/api/autoComplete?${query.toString()}`, 'destinations');
}

export function destinationsQueryOptions(search: string) {
  return queryOptions({ queryKey: ['destinations', search], queryFn: () => searchDestinations(search) });
}

export function useDestinations(search: string) {
  return useQuery({
    ...destinationsQueryOptions(search),
    enabled: search.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
