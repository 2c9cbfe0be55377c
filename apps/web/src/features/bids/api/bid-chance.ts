import { bidChanceSchema, type CreateBidBody } from '@bidstay/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getBidChance(body: CreateBidBody) {
  return apiClient.post('/api/bidChance', bidChanceSchema, body);
}

/** The server's chance for a bid being typed; null while there is no amount to judge. */
export function useBidChance(body: CreateBidBody | null) {
  return useQuery({
    queryKey: ['bidChance', body],
    queryFn: () => getBidChance(body!),
    enabled: body !== null,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
