import { publicationSummarySchema, type Locale } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useShownLocale } from '@/hooks/use-shown-locale';
import { apiClient } from '@/lib/api-client';

type PublicationType = 'page' | 'blog';

export function getPublicationList(type: PublicationType) {
  return apiClient.get(`/api/getPublicationList?type=${type}`, z.array(publicationSummarySchema));
}

export function publicationListQueryOptions(type: PublicationType, locale: Locale) {
  return queryOptions({ queryKey: ['publications', 'list', type, locale], queryFn: () => getPublicationList(type) });
}

export function usePublicationList(type: PublicationType) {
  return useQuery(publicationListQueryOptions(type, useShownLocale()));
}
