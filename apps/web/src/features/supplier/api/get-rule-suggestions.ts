import { ruleSuggestionsSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRuleSuggestions(hid: number) {
  return apiClient.get(`/api/supplier/rules/${hid}/suggestions`, ruleSuggestionsSchema);
}

export function ruleSuggestionsQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['supplier', 'rules', hid, 'suggestions'], queryFn: () => getRuleSuggestions(hid) });
}

/** Lines the hotel's recent bids suggest. */
export function useRuleSuggestions(hid: number) {
  return useQuery(ruleSuggestionsQueryOptions(hid));
}
