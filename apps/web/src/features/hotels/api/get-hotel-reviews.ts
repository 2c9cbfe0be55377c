import { hotelReviewsSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const reviewSchema = z.object({
  author: z.string(),
  created: z.string(),
  rating: z.number(),
  review_plus: z.string().nullish(),
  review_minus: z.string().nullish(),
  traveller_type: z.string().nullish(),
  nights: z.number().nullish(),
  room_name: z.string().nullish(),
});

const reviewsSchema = hotelReviewsSchema.extend({ reviews: z.array(reviewSchema) });
export type HotelReviews = z.infer<typeof reviewsSchema>;

export function getHotelReviews(hid: number) {
  return apiClient.post('/api/getHotelDetailedReview', reviewsSchema, { hotelId: hid });
}

export function hotelReviewsQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['hotels', hid, 'reviews'], queryFn: () => getHotelReviews(hid) });
}

export function useHotelReviews(hid: number | undefined) {
  return useQuery({ ...hotelReviewsQueryOptions(hid ?? 0), enabled: hid !== undefined });
}
