import { publicationSummarySchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

type PublicationType = 'page' | 'blog';

export function getPublicationList(type: PublicationType) {
  return apiClient.get(`/api/getPublicationList?type=${type}`, z.array(publicationSummarySchema));
}

export function publicationListQueryOptions(type: PublicationType) {
  return queryOptions({ queryKey: ['publications', 'list', type], queryFn: () => getPublicationList(type) });
}

export function usePublicationList(type: PublicationType) {
  return useQuery(publicationListQueryOptions(type));
}
