import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getWinningBids(regionId: number) {
  return apiClient.get(`/api/winningBids?region_id=${regionId}`, 'winningBids');
}

export function winningBidsQueryOptions(regionId: number) {
  return queryOptions({
    queryKey: ['winningBids', regionId],
    queryFn: () => getWinningBids(regionId),
    staleTime: 10 * 60_000,
  });
}

/** What bids won in a city this month, by star rating. */
export function useWinningBids(regionId: number) {
  return useQuery({ ...winningBidsQueryOptions(regionId), enabled: Number.isInteger(regionId) });
}
