import { messageSchema } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bidsQueryOptions } from './get-bids';

/** A bid, or a whole group of bids (one bid sent to several hotels). */
type BidRef = ({ id: string } | { groupId: string }) & { customerId: string };

export function deleteBid(ref: BidRef) {
  return apiClient.post(
    '/api/newDeleteBid',
    messageSchema,
    'groupId' in ref ? { group_id: ref.groupId } : { id: ref.id },
  );
}

export function useDeleteBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBid,
    onSettled: (_result, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: bidsQueryOptions(customerId).queryKey }),
  });
}
