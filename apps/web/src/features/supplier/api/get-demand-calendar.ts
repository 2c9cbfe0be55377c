import { addDays, supplierBidPageSchema, supplierCalendarSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The longest stay a night's bid list looks back for: a bid checking in earlier than this is not listed. */
const LONGEST_STAY_NIGHTS = 30;

export function getDemandCalendar(hotelId: number, from: string, to: string) {
  return apiClient.get(`/api/supplier/calendar?hotelId=${hotelId}&from=${from}&to=${to}`, supplierCalendarSchema);
}

export function demandCalendarQueryOptions(hotelId: number, from: string, to: string) {
  return queryOptions({
    queryKey: ['supplier', 'calendar', hotelId, from, to],
    queryFn: () => getDemandCalendar(hotelId, from, to),
  });
}

/** A hotel's bids night by night over a month. */
export function useDemandCalendar(hotelId: number, from: string, to: string) {
  return useQuery({ ...demandCalendarQueryOptions(hotelId, from, to), placeholderData: keepPreviousData });
}

/** The hotel's bids whose stay covers `night`. */
async function getNightBids(hotelId: number, night: string) {
  const params = new URLSearchParams({
    hotelId: String(hotelId),
    stayFrom: addDays(night, -LONGEST_STAY_NIGHTS),
    stayTo: night,
    pageSize: '100',
  });
  const page = await apiClient.get(`/api/supplier/bids?${params.toString()}`, supplierBidPageSchema);
  return page.bids.filter((bid) => bid.booking.check_out > night);
}

export function useNightBids(hotelId: number, night: string | undefined) {
  return useQuery({
    queryKey: ['supplier', 'bids', 'night', hotelId, night],
    queryFn: () => getNightBids(hotelId, night!),
    enabled: night !== undefined,
  });
}
