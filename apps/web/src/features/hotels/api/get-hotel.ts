import { hotelMinimalSchema, regionSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const hotelContentSchema = hotelMinimalSchema.extend({
  region: regionSchema.nullish(),
  description_struct: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })).default([]),
  amenity_groups: z.array(z.object({ group_name: z.string(), amenities: z.array(z.string()) })).default([]),
  images_ext: z.array(z.object({ url: z.string(), category_slug: z.string().nullish() })).default([]),
  check_in_time: z.string().nullish(),
  check_out_time: z.string().nullish(),
  metapolicy_extra_info: z.string().nullish(),
});
export type HotelContent = z.infer<typeof hotelContentSchema>;

export function getHotel(id: string) {
  return apiClient.get(`/api/HotelInternal/getHotel?id=${encodeURIComponent(id)}`, hotelContentSchema);
}

export function hotelQueryOptions(id: string) {
  return queryOptions({ queryKey: ['hotels', id], queryFn: () => getHotel(id), staleTime: 10 * 60_000 });
}

export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}
