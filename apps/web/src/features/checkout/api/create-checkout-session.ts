import { checkoutSessionSchema } from '@bidstay/contract';
import { apiClient } from '@/lib/api-client';

type HostedSession = { priceId: string; successPath: string; cancelPath: string };

/** The provider's own payment page, for when the card form cannot sit inside ours. */
export function createCheckoutSession({ priceId, successPath, cancelPath }: HostedSession) {
  const query = new URLSearchParams({ priceId, successPath, cancelPath, mode: 'hosted' });
  return apiClient.post(`/api/checkout/createSession?${query.toString()}`, checkoutSessionSchema.partial());
}
