import type { HotelMinimal } from '@bidstay/contract';
import { createKeptAnswers, prepareJson, type PreparedJson } from '../../lib/prepared-json.ts';
import type { HotelsService } from './hotels.service.ts';

const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/**
 * A hotel as a list sends it: with the one photo its card shows, not the dozen the hotel page does (two thirds of a
 * list's bytes).
 */
const asListed = (hotel: HotelMinimal): HotelMinimal => ({ ...hotel, images: hotel.images.slice(0, 1) });

/**
 * The catalogue is immutable per imported version, so its answers are serialized once and kept:
 * a hotel is a ready-made fragment, a list the join of fragments kept by the ids it was asked
 * for, a hotel page one prepared answer with its ETag.
 */
export function createCatalogueJson(hotels: HotelsService) {
  let version = '';
  let minimal = new Map<number, string>();
  let ratings = new Map<number, string>();
  let answers = createKeptAnswers(MAX_KEPT_BYTES);

  function current() {
    const catalogue = hotels.catalogue();
    if (catalogue.version !== version) {
      version = catalogue.version;
      minimal = new Map();
      ratings = new Map();
      answers = createKeptAnswers(MAX_KEPT_BYTES);
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

  function kept(key: string, render: () => string): PreparedJson {
    current();
    return answers.get(key) ?? answers.keep(key, prepareJson(render()));
  }

  const list = (fragments: string[]) => `[${fragments.filter(Boolean).join(',')}]`;

  function minimalHotels(ids: number[]) {
    current();
    return ids.map((id) => fragment(minimal, id, asListed)).filter(Boolean);
  }

  return {
    /** Known hotels in the order asked, unknown ids left out. */
    minimalHotels,

    minimalList: (ids: number[]) => kept(`minimal:${ids}`, () => list(minimalHotels(ids))),

    ratingsList: (ids: number[]) =>
      kept(`ratings:${ids}`, () =>
        list(
          ids.map((id) => fragment(ratings, id, ({ hid, rating, review_count }) => ({ hid, rating, review_count }))),
        ),
      ),

    /** The regions, the largest first, with their hotel counts: on most pages of a first visit. */
    regions: () => kept('regions', () => JSON.stringify(hotels.regions())),

    /** The hids of a region's hotels. */
    regionHotelIds: (regionId: number) =>
      kept(`region:${regionId}`, () => JSON.stringify(hotels.hotelIdsOfRegion(regionId))),

    async hotelPage(id: string) {
      const { hid } = hotels.requireHotel(id);
      current();
      const key = `page:${hid}`;
      return answers.get(key) ?? answers.keep(key, prepareJson(JSON.stringify(await hotels.getHotel(String(hid)))));
    },
  };
}

export type CatalogueJson = ReturnType<typeof createCatalogueJson>;
