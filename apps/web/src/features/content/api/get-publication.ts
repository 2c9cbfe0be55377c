import { publicationSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getPublication(id: string) {
  return apiClient.get(`/api/getPublication?id=${encodeURIComponent(id)}`, publicationSchema);
}

export function publicationQueryOptions(id: string) {
  return queryOptions({ queryKey: ['publications', id], queryFn: () => getPublication(id), staleTime: Infinity });
}

export function usePublication(id: string) {
  return useQuery(publicationQueryOptions(id));
}
