import { bidSchema, type BidGuestsBody } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bidsQueryOptions } from './get-bids';

type Saving = BidGuestsBody & { bidId: string; customerId: string };

export function saveBidGuests({ bidId, rooms }: Saving) {
  return apiClient.put(`/api/bids/${encodeURIComponent(bidId)}/guests`, bidSchema, { rooms });
}

/** Keeps the guests' names with the bid on the server, where its booking and every device find them. */
export function useSaveBidGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBidGuests,
    onSuccess: (_bid, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: bidsQueryOptions(customerId).queryKey }),
  });
}
