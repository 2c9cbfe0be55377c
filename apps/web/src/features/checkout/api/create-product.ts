import { productSchema } from '@bidstay/contract';
import { apiClient } from '@/lib/api-client';

/** The booking's price as a payment product; the amount is the server's. */
export function createProduct(partnerOrderId: string) {
  return apiClient.post('/api/createProduct', productSchema, { partner_order_id: partnerOrderId });
}
