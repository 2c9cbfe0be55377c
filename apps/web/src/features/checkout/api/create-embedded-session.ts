import { checkoutSessionSchema } from '@bidstay/contract';
import { apiClient } from '@/lib/api-client';

/** A checkout session shown inside the booking page; paying sends the browser to `successPath`. */
export function createEmbeddedSession(priceId: string, successPath: string) {
  const query = new URLSearchParams({ priceId, successPath, mode: 'embedded' });
  return apiClient.post(`/api/createEmbeddedSession?${query.toString()}`, checkoutSessionSchema);
}
