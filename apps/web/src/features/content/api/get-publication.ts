import { publicationSchema, type Locale } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShownLocale } from '@/hooks/use-shown-locale';
import { apiClient } from '@/lib/api-client';

/** The publication in the language the request carries (the chosen one, else the browser's), which `locale` keys. */
export function getPublication(id: string) {
  return apiClient.get(`/api/getPublication?id=${encodeURIComponent(id)}`, publicationSchema);
}

export function publicationQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['publications', id, locale],
    queryFn: () => getPublication(id),
    staleTime: Infinity,
  });
}

export function usePublication(id: string) {
  return useQuery(publicationQueryOptions(id, useShownLocale()));
}
