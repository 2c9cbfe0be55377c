import { bookingQuoteSchema, type BookingRequest } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function orderBookingForm(request: BookingRequest) {
  return apiClient.post('/api/orderBookingForm', bookingQuoteSchema, request);
}

/** One quote per visit: the server re-checks the rate with the partner and holds it until it expires. */
export function bookingQuoteQueryOptions(request: BookingRequest) {
  return queryOptions({
    queryKey: ['booking-quote', request],
    queryFn: () => orderBookingForm(request),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useBookingQuote(request: BookingRequest | null) {
  return useQuery({ ...bookingQuoteQueryOptions(request ?? { bid_id: '' }), enabled: request !== null });
}
