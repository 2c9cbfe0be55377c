import { messageSchema, opsBookingSchema, opsBookingsPageSchema, type OpsBooking } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type BookingSearch = { q: string; page: number };

function bookingsUrl({ q, page }: BookingSearch) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  return `/api/ops/bookings?${search}`;
}

const bookingPath = (orderId: string) => `/api/ops/bookings/${encodeURIComponent(orderId)}`;

export const opsBookingsQueryOptions = (search: BookingSearch) =>
  queryOptions({
    queryKey: ['ops', 'bookings', 'search', search],
    queryFn: () => apiClient.get(bookingsUrl(search), opsBookingsPageSchema),
  });

/** A page of paid bookings matching the search, newest first; the page shown stays while the next loads. */
export const useOpsBookings = (search: BookingSearch) =>
  useQuery({ ...opsBookingsQueryOptions(search), placeholderData: keepPreviousData });

export const opsBookingQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['ops', 'bookings', 'one', orderId],
    queryFn: () => apiClient.get(bookingPath(orderId), opsBookingSchema),
  });

export const useOpsBooking = (orderId: string) => useQuery(opsBookingQueryOptions(orderId));

/** A change that answers the booking: it replaces the one shown, and the search results are read again. */
function useBookingChange<Body>(orderId: string, send: (body: Body) => Promise<OpsBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (booking) => {
      queryClient.setQueryData(opsBookingQueryOptions(orderId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'bookings', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'audit'] });
    },
  });
}

export type RefundRequest = { amount?: number; request_id: string };

export const useRefundBooking = (orderId: string) =>
  useBookingChange(orderId, (body: RefundRequest) =>
    apiClient.post(`${bookingPath(orderId)}/refund`, opsBookingSchema, body),
  );

export const useRereadBooking = (orderId: string) =>
  useBookingChange(orderId, () => apiClient.post(`${bookingPath(orderId)}/reread`, opsBookingSchema));

export function useResendVoucher(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(`${bookingPath(orderId)}/resendVoucher`, messageSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'audit'] }),
  });
}
