import { t } from '@lingui/core/macro';
import type { Bid, BidEvent, BidStatus } from '@bidstay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useToast, type ToastVariant } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { bidsQueryOptions } from '../api/get-bids';

/** What a hotel's decision tells the customer, with the hotel's name when known. */
const news: Partial<Record<BidStatus, { say: (hotel?: string) => string; variant: ToastVariant }>> = {
  accepted: {
    say: (hotel) => (hotel ? t`Your bid for ${hotel} was accepted` : t`Your bid was accepted`),
    variant: 'success',
  },
  counteroffer: {
    say: (hotel) => (hotel ? t`Your bid for ${hotel} received a counter-offer` : t`Your bid received a counter-offer`),
    variant: 'info',
  },
  rejected: {
    say: (hotel) => (hotel ? t`Your bid for ${hotel} was rejected` : t`Your bid was rejected`),
    variant: 'warning',
  },
  completed: {
    say: (hotel) => (hotel ? t`Your bid for ${hotel} is completed` : t`Your bid is completed`),
    variant: 'success',
  },
};

/** A bid that paid itself: completed means booked, with nothing left for the customer to do. */
const booked = (hotel?: string) =>
  hotel ? t`Booked: your bid for ${hotel} paid itself` : t`Booked: your bid paid itself`;

/** An accepted bid that stays accepted: its automatic payment failed, and the customer pays it by hand. */
const payByHand = (hotel?: string) =>
  hotel
    ? t`Your bid for ${hotel} could not pay itself: pay it in My Bids`
    : t`A bid could not pay itself: pay it in My Bids`;

/** What the customer is told of a bid's event, given the bid as the page last read it. */
function newsOf(status: BidStatus, known: Bid | undefined) {
  const hotel = known?.booking.hotel_name;
  if (status === 'accepted' && known?.status === 'accepted' && known.autopay)
    return { variant: 'warning' as const, body: payByHand(hotel) };
  const change = news[status];
  if (!change) return undefined;
  return {
    variant: change.variant,
    body: status === 'completed' && known?.autopay ? booked(hotel) : change.say(hotel),
  };
}

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
    const known = queryClient.getQueryData(queryKey)?.find((bid) => bid.id === bidId);
    void queryClient.invalidateQueries({ queryKey });
    const told = newsOf(status, known);
    if (!told || ownChanges.current.delete(bidId)) return;
    toast(told);
  }

  useBidEvents({ onEvent, onOpen: () => void queryClient.invalidateQueries({ queryKey }) });

  return { expectOwnChange: (bidId: string) => ownChanges.current.add(bidId) };
}
