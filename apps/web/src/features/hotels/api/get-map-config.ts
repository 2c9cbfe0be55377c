import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getMapConfig() {
  return apiClient.get('/api/map/config', 'mapConfig');
}

export function mapConfigQueryOptions() {
  return queryOptions({ queryKey: ['map', 'config'], queryFn: getMapConfig, staleTime: Infinity });
}

/** Where the maps take their tiles from: the server's setting (MAP_TILES_URL). */
export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
