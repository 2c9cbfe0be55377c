import { bookingProgressSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const POLL_MS = 1500;
const SETTLED = new Set(['confirmed', 'failed', 'refunded', 'cancelled', 'expired', 'quoted']);

export function registerPurchase(sessionId: string) {
  return apiClient.post('/api/registerPurchase', bookingProgressSchema, { session_id: sessionId });
}

export function purchaseQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['purchase', sessionId],
    queryFn: () => registerPurchase(sessionId),
    staleTime: 0,
    refetchInterval: ({ state }) =>
      state.status === 'error' || (state.data && SETTLED.has(state.data.status)) ? false : POLL_MS,
  });
}

/** The paid booking as it settles: the page asks again until the partner has confirmed or refused it. */
export function usePurchase(sessionId: string | null) {
  return useQuery({ ...purchaseQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
