import { regionWithCountSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export function getRegions() {
  return apiClient.get('/api/regions', z.array(regionWithCountSchema));
}

export function regionsQueryOptions() {
  return queryOptions({ queryKey: ['regions'], queryFn: getRegions, staleTime: Infinity });
}

/** Every city with hotels, largest first. */
export function useRegions() {
  return useQuery(regionsQueryOptions());
}
