import { bidAlternativesSchema } from '@bidstay/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getBidAlternatives(bidId: string) {
  return apiClient.get(`/api/bidAlternatives?bidId=${encodeURIComponent(bidId)}`, bidAlternativesSchema);
}

/** What to do after a bid ended: the rate's suggested amount now, and other hotels of the city for the stay. */
export function useBidAlternatives(bidId: string) {
  return useQuery({
    queryKey: ['bidAlternatives', bidId],
    queryFn: () => getBidAlternatives(bidId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
