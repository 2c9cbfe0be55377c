import { BOOKINGS_PAGE_NUMBER, BOOKINGS_PAGE_SIZE, orderInformationSchema } from '@bidstay/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** SPEC §7 `orderInformation`: newest check-in first, page size 10 from page 1 (SPEC §9). */
export function getBookings(pageNumber: number) {
  return apiClient.post('/api/orderInformation', orderInformationSchema, {
    ordering: { ordering_type: 'desc', ordering_by: 'checkin_at' },
    pagination: { page_size: BOOKINGS_PAGE_SIZE, page_number: pageNumber },
  });
}

export function bookingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['bookings'],
    queryFn: ({ pageParam }) => getBookings(pageParam),
    initialPageParam: BOOKINGS_PAGE_NUMBER,
    getNextPageParam: ({ data }) =>
      data.current_page_number < data.total_pages ? data.current_page_number + 1 : undefined,
  });
}

export function useBookings() {
  return useInfiniteQuery({
    ...bookingsQueryOptions(),
    select: (result) => result.pages.flatMap((page) => page.data.orders),
  });
}
