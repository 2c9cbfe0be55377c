import { paymentMethodSchema, paymentMethodSetupSchema, paymentsConfigSchema } from '@bidstay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const cardsSchema = z.array(paymentMethodSchema);
const noContent = z.unknown();
/** How long the return page waits for Stripe to have the card before it asks again (409 until then). */
const CONFIRM_RETRY_MS = 1000;
const CONFIRM_TRIES = 10;

export const paymentMethodsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['payment-methods', customerId],
    queryFn: () => apiClient.get('/api/paymentMethods', cardsSchema),
  });

/** The signed-in customer's saved cards, the default first; idle while signed out. */
export function usePaymentMethods() {
  const session = useSession();
  return useQuery({
    ...paymentMethodsQueryOptions(session?.customerId ?? ''),
    enabled: session?.role === 'customer',
  });
}

function useRefreshCards() {
  const queryClient = useQueryClient();
  const session = useSession();
  return () =>
    queryClient.invalidateQueries({ queryKey: paymentMethodsQueryOptions(session?.customerId ?? '').queryKey });
}

/** A card to save: Stripe's SetupIntent, and with real Stripe the publishable key its card form needs. */
export async function setUpCard() {
  const setup = await apiClient.post('/api/paymentMethods/setup', paymentMethodSetupSchema);
  if (setup.setupUrl) return { ...setup, publishableKey: null };
  const { publishableKey } = await apiClient.get('/api/payments/config', paymentsConfigSchema);
  return { ...setup, publishableKey };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The return page's word that a set-up finished, asked again while Stripe does not have the card yet. */
async function confirmCard(setupIntentId: string) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await apiClient.post('/api/paymentMethods/confirm', paymentMethodSchema, { setupIntentId });
    } catch (error) {
      if (!isApiError(error, 409) || tries >= CONFIRM_TRIES) throw error;
      await wait(CONFIRM_RETRY_MS);
    }
  }
}

export function useConfirmCard() {
  const refresh = useRefreshCards();
  return useMutation({ mutationFn: confirmCard, onSettled: refresh });
}

export function useRemoveCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/api/paymentMethods/${encodeURIComponent(id)}`, noContent),
    onSettled: refresh,
  });
}

export function useMakeDefaultCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/paymentMethods/${encodeURIComponent(id)}/default`, cardsSchema),
    onSettled: refresh,
  });
}
