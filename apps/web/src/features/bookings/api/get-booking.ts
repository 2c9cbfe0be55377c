import { orderInformationSchema } from '@bidstay/contract';
import { apiClient } from '@/lib/api-client';

/** One booking as it stands now (`orderInformation` searched by its id), or null when it is not found. */
export async function getBooking(partnerOrderId: string) {
  const { data } = await apiClient.post('/api/orderInformation', orderInformationSchema, {
    search: { partner_order_ids: [partnerOrderId] },
  });
  return data.orders.find((order) => order.partner_data.order_id === partnerOrderId) ?? null;
}
