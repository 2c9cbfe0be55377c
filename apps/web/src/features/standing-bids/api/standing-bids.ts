import { standingBidSchema, type CreateStandingBidBody } from '@bidstay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const standingBidsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['standing-bids', customerId],
    queryFn: () => apiClient.get('/api/standingBids', z.array(standingBidSchema)),
  });

/** The signed-in customer's standing bids, newest first; idle while signed out. */
export function useStandingBids() {
  const session = useSession();
  return useQuery({
    ...standingBidsQueryOptions(session?.customerId ?? ''),
    enabled: session?.role === 'customer',
  });
}

function useRefreshStandingBids() {
  const queryClient = useQueryClient();
  const session = useSession();
  return () =>
    queryClient.invalidateQueries({ queryKey: standingBidsQueryOptions(session?.customerId ?? '').queryKey });
}

export function useCreateStandingBid() {
  const refresh = useRefreshStandingBids();
  return useMutation({
    mutationFn: (body: CreateStandingBidBody) => apiClient.post('/api/standingBids', standingBidSchema, body),
    onSuccess: refresh,
  });
}

export function useCancelStandingBid() {
  const refresh = useRefreshStandingBids();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/standingBids/${encodeURIComponent(id)}/cancel`, standingBidSchema),
    onSettled: refresh,
  });
}
