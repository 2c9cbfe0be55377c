import type { HotelMinimal, Locale } from '@bidstay/contract';
import { createKeptAnswers, prepareJson, type PreparedJson } from '../../lib/prepared-json.ts';
import type { HotelsService } from './hotels.service.ts';

const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/**
 * A hotel as a list sends it: with the one photo its card shows, not the dozen the hotel page does (two thirds of a
 * list's bytes).
 */
const asListed = (hotel: HotelMinimal): HotelMinimal => ({ ...hotel, images: hotel.images.slice(0, 1) });

const list = (fragments: string[]) => `[${fragments.join(',')}]`;

/**
 * Answers serialized once and kept while the catalogue's version holds (see `version` in the
 * service): a list the join of its hotels' fragments, a hotel page one prepared answer with its
 * ETag. What is kept is bounded by bytes, whatever the catalogue's size.
 */
export function createCatalogueJson(hotels: HotelsService) {
  let version = '';
  let answers = createKeptAnswers(MAX_KEPT_BYTES);

  function current() {
    const now = hotels.version();
    if (now !== version) {
      version = now;
      answers = createKeptAnswers(MAX_KEPT_BYTES);
    }
    return answers;
  }

  async function kept(key: string, render: () => Promise<string>): Promise<PreparedJson> {
    const known = current().get(key);
    if (known) return known;
    const answer = prepareJson(await render());
    return current().keep(key, answer);
  }

  /** A hotel page in a language it has no text in is answered in English, and asked again: the text may come. */
  async function page(hid: number, language: Locale): Promise<PreparedJson> {
    const key = `page:${hid}:${language}`;
    const known = current().get(key);
    if (known) return known;
    const hotel = await hotels.getHotel(String(hid), language);
    const answer = prepareJson(JSON.stringify(hotel));
    return hotel.content_language === language ? current().keep(key, answer) : answer;
  }

  async function minimalHotels(ids: number[]) {
    return (await hotels.minimalHotels(ids)).map((hotel) => JSON.stringify(asListed(hotel)));
  }

  return {
    /** Known hotels in the order asked, unknown ids left out. */
    minimalHotels,

    minimalList: (ids: number[]) => kept(`minimal:${ids}`, async () => list(await minimalHotels(ids))),

    ratingsList: (ids: number[]) =>
      kept(`ratings:${ids}`, async () =>
        list(
          (await hotels.minimalHotels(ids)).map(({ hid, rating, review_count }) =>
            JSON.stringify({ hid, rating, review_count }),
          ),
        ),
      ),

    /** The regions, the largest first, with their hotel counts: on most pages of a first visit. */
    regions: () => kept('regions', async () => JSON.stringify(await hotels.regions())),

    /** The hids of a region's hotels. */
    regionHotelIds: (regionId: number) =>
      kept(`region:${regionId}`, async () => JSON.stringify(await hotels.hotelIdsOfRegion(regionId))),

    /** A hotel's page in `language`, which an answer in English where the partner has no text in it says. */
    async hotelPage(id: string, language: Locale) {
      const { hid } = await hotels.requireHotel(id);
      return page(hid, language);
    },
  };
}

export type CatalogueJson = ReturnType<typeof createCatalogueJson>;
