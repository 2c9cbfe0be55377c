import { orderCancellationSchema, type Order, type OrderInformation } from '@bidstay/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getBooking } from './get-booking';
import { bookingsQueryOptions } from './get-bookings';

type BookingPages = InfiniteData<OrderInformation>;

export function cancelBooking(partnerOrderId: string) {
  return apiClient.post('/api/orderCancellation', orderCancellationSchema, { partner_order_id: partnerOrderId });
}

function replaceOrder(pages: BookingPages | undefined, order: Order): BookingPages | undefined {
  if (!pages) return pages;
  const id = order.partner_data.order_id;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: {
        ...page.data,
        orders: page.data.orders.map((old) => (old.partner_data.order_id === id ? order : old)),
      },
    })),
  };
}

/** SPEC §4: after cancelling, the booking is fetched again and replaces the one in the list. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (partnerOrderId: string) => {
      const cancelled = await cancelBooking(partnerOrderId);
      return (await getBooking(partnerOrderId).catch(() => null)) ?? cancelled.data.order;
    },
    onSuccess: (order) =>
      queryClient.setQueryData(bookingsQueryOptions().queryKey, (pages) => replaceOrder(pages, order)),
  });
}
