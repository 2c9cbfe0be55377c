import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHotelsMinimal, getRegionHotelIds } from './get-region-hotels';
import { getRegions } from './get-regions';

const FEATURED_COUNT = 8;
const PHOTO_SIZE = '640x400';

/** The largest cities, each with a photo of one of its hotels. */
export async function getFeaturedCities() {
  const [{ imageUrl }, allRegions] = await Promise.all([import('@bidstay/contract'), getRegions()]);
  const regions = allRegions.slice(0, FEATURED_COUNT);
  const firstHids = await Promise.all(regions.map(async (region) => (await getRegionHotelIds(region.id))[0]));
  const hotels = await getHotelsMinimal(firstHids.filter((hid) => hid !== undefined));
  return regions.map((region) => {
    const image = hotels.find((hotel) => hotel.region_id === region.id)?.images[0];
    return { ...region, photo: image ? imageUrl(image, PHOTO_SIZE) : undefined };
  });
}

export function featuredCitiesQueryOptions() {
  return queryOptions({ queryKey: ['regions', 'featured'], queryFn: getFeaturedCities, staleTime: Infinity });
}

export function useFeaturedCities() {
  return useQuery(featuredCitiesQueryOptions());
}
