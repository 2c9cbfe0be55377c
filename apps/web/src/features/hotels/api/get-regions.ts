import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRegions() {
  return apiClient.get('/api/regions', 'regions');
}

export function regionsQueryOptions() {
  return queryOptions({ queryKey: ['regions'], queryFn: getRegions, staleTime: Infinity });
}

/** The largest cities, largest first. */
export function useRegions() {
  return useQuery(regionsQueryOptions());
}

export function getRegion(regionId: number) {
  return apiClient.get(`/api/regions/${regionId}`, 'region');
}

/** One city, listed among the largest or not: a city page's. */
export function regionQueryOptions(regionId: number) {
  return queryOptions({ queryKey: ['region', regionId], queryFn: () => getRegion(regionId), staleTime: Infinity });
}

export function useRegion(regionId: number) {
  return useQuery({ ...regionQueryOptions(regionId), enabled: Number.isInteger(regionId) });
}
