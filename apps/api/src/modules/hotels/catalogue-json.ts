import { createHash } from 'node:crypto';
import type { HotelMinimal } from '@bidstay/contract';
import type { HotelsService } from './hotels.service.ts';

const MAX_PAGES = 2_000;

/**
 * The catalogue is immutable per imported version, so its answers are serialized once and kept:
 * a hotel list is the join of ready-made fragments, a hotel page one stored string with its ETag.
 */
export function createCatalogueJson(hotels: HotelsService) {
  let version = '';
  let minimal = new Map<number, string>();
  let ratings = new Map<number, string>();
  let pages = new Map<number, { body: string; etag: string }>();
  let regionIds = new Map<number, string>();

  function current() {
    const catalogue = hotels.catalogue();
    if (catalogue.version !== version) {
      version = catalogue.version;
      minimal = new Map();
      ratings = new Map();
      pages = new Map();
      regionIds = new Map();
    }
    return catalogue;
  }

  function fragment(cache: Map<number, string>, id: number, render: (hotel: HotelMinimal) => unknown) {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const hotel = current().hotel(id);
    const json = hotel ? JSON.stringify(render(hotel)) : '';
    cache.set(id, json);
    return json;
  }

  const list = (fragments: string[]) => `[${fragments.filter(Boolean).join(',')}]`;

  return {
    /** Known hotels in the order asked, unknown ids left out. */
    minimalHotels(ids: number[]) {
      current();
      return ids.map((id) => fragment(minimal, id, (hotel) => hotel)).filter(Boolean);
    },

    minimalList(ids: number[]) {
      return list(this.minimalHotels(ids));
    },

    ratingsList(ids: number[]) {
      current();
      return list(
        ids.map((id) => fragment(ratings, id, ({ hid, rating, review_count }) => ({ hid, rating, review_count }))),
      );
    },

    /** The hids of a region's hotels; a large city's list is long, so it is written once. */
    regionHotelIds(regionId: number) {
      current();
      const known = regionIds.get(regionId);
      if (known) return known;
      const json = JSON.stringify(hotels.hotelIdsOfRegion(regionId));
      regionIds.set(regionId, json);
      return json;
    },

    async hotelPage(id: string) {
      const { hid } = hotels.requireHotel(id);
      const known = pages.get(hid);
      if (known) return known;
      const body = JSON.stringify(await hotels.getHotel(String(hid)));
      const page = { body, etag: `"${createHash('sha1').update(`${version}:${body}`).digest('base64url')}"` };
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as number);
      pages.set(hid, page);
      return page;
    },
  };
}

export type CatalogueJson = ReturnType<typeof createCatalogueJson>;
