import { bidSchema, BidStatusCode } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bidsQueryOptions } from './get-bids';

type BidRef = { id: string; customerId: string };

/** The customer's one change to a bid: declining a counter-offer sets status 2 (SPEC §4). */
export function declineCounterOffer({ id }: BidRef) {
  return apiClient.post('/api/newUpdateBid', bidSchema, { id, status: BidStatusCode.Rejected });
}

export function useDeclineCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineCounterOffer,
    onSettled: (_result, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: bidsQueryOptions(customerId).queryKey }),
  });
}
