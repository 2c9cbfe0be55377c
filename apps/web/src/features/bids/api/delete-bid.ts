import { messageSchema } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bidsQueryOptions } from './get-bids';

type BidRef = { id: string; customerId: string };

export function deleteBid({ id }: BidRef) {
  return apiClient.post('/api/newDeleteBid', messageSchema, { id });
}

export function useDeleteBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBid,
    onSettled: (_result, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: bidsQueryOptions(customerId).queryKey }),
  });
}
