import { imageUrl } from '@bidstay/contract/plain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getHotelsMinimal, getRegionHotelIds } from './get-region-hotels';
import { regionsQueryOptions } from './get-regions';

const FEATURED_COUNT = 8;
const PHOTO_SIZE = '640x400';

/** The largest cities, each with a photo of one of its hotels; the cities from the cache the header's menu shares. */
export async function getFeaturedCities(queryClient: QueryClient) {
  const regions = (await queryClient.fetchQuery(regionsQueryOptions())).slice(0, FEATURED_COUNT);
  const firstHids = await Promise.all(regions.map(async (region) => (await getRegionHotelIds(region.id))[0]));
  const hotels = await getHotelsMinimal(firstHids.filter((hid) => hid !== undefined));
  return regions.map((region) => {
    const image = hotels.find((hotel) => hotel.region_id === region.id)?.images[0];
    return { ...region, photo: image ? imageUrl(image, PHOTO_SIZE) : undefined };
  });
}

export function featuredCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['regions', 'featured'],
    queryFn: ({ client }) => getFeaturedCities(client),
    staleTime: Infinity,
  });
}

export function useFeaturedCities() {
  return useQuery(featuredCitiesQueryOptions());
}
