import { orderInformationSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The booking made last: one order, newest first by when it was made. */
export function getLatestBooking() {
  return apiClient.post('/api/orderInformation', orderInformationSchema, {
    ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
    pagination: { page_size: 1, page_number: 1 },
  });
}

export function latestBookingQueryOptions() {
  return queryOptions({ queryKey: ['bookings', 'latest'], queryFn: getLatestBooking });
}

export function useLatestBooking() {
  return useQuery({ ...latestBookingQueryOptions(), select: (result) => result.data.orders[0] ?? null });
}
