import type { BidEvent, BidStatus } from '@bidstay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useToast, type ToastVariant } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { bidsQueryOptions } from '../api/get-bids';

const news: Partial<Record<BidStatus, { verb: string; variant: ToastVariant }>> = {
  accepted: { verb: 'was accepted', variant: 'success' },
  counteroffer: { verb: 'received a counter-offer', variant: 'info' },
  rejected: { verb: 'was rejected', variant: 'warning' },
  completed: { verb: 'is completed', variant: 'success' },
};

/**
 * Keeps the customer's bids fresh from the live events and tells them of each hotel decision. Changes
 * the customer makes here themselves (declining) are announced by their own toast, so they are skipped.
 */
export function useLiveBids(customerId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const ownChanges = useRef(new Set<string>());
  const { queryKey } = bidsQueryOptions(customerId);

  function onEvent({ bidId, status }: BidEvent) {
    const hotel = queryClient.getQueryData(queryKey)?.find((bid) => bid.id === bidId)?.booking.hotel_name;
    void queryClient.invalidateQueries({ queryKey });
    const change = news[status];
    if (!change || ownChanges.current.delete(bidId)) return;
    toast({ variant: change.variant, body: `Your bid${hotel ? ` for ${hotel}` : ''} ${change.verb}` });
  }

  useBidEvents({ onEvent, onOpen: () => void queryClient.invalidateQueries({ queryKey }) });

  return { expectOwnChange: (bidId: string) => ownChanges.current.add(bidId) };
}
