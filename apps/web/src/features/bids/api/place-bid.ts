import { bidSchema, type CreateBidBody } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bidsQueryOptions } from './get-bids';

export function placeBid(body: CreateBidBody) {
  return apiClient.post('/api/newCreateBid', bidSchema, body);
}

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSuccess: (bid) => queryClient.invalidateQueries({ queryKey: bidsQueryOptions(bid.customer_id).queryKey }),
  });
}
