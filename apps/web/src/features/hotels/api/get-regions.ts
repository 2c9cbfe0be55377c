import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRegions() {
  return apiClient.get('/api/regions', 'regions');
}

export function regionsQueryOptions() {
  return queryOptions({ queryKey: ['regions'], queryFn: getRegions, staleTime: Infinity });
}

/** Every city with hotels, largest first. */
export function useRegions() {
  return useQuery(regionsQueryOptions());
}
