import type { HotelsService } from '../src/modules/hotels/hotels.service.ts';

/** The hids of every region's hotels, the largest region first: a test walks the small catalogue it imported. */
export async function hotelIdsByRegion(hotels: HotelsService): Promise<number[][]> {
  const regions = await hotels.regions();
  return Promise.all(regions.map((region) => hotels.hotelIdsOfRegion(region.id)));
}
