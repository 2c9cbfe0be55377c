import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

export type HotelReviews = Answer<'hotelReviews'>;

export function getHotelReviews(hid: number) {
  return apiClient.post('/api/getHotelDetailedReview', 'hotelReviews', { hotelId: hid });
}

export function hotelReviewsQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['hotels', hid, 'reviews'], queryFn: () => getHotelReviews(hid) });
}

export function useHotelReviews(hid: number | undefined) {
  return useQuery({ ...hotelReviewsQueryOptions(hid ?? 0), enabled: hid !== undefined });
}
