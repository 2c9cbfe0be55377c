import { cheapestRates, messages, type HotelMinimal, type SearchPayload, type SupplierHotels } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { SerpResult } from '../../partner/etg-types.ts';
import { createCatalogue, hotelMatches, type Catalogue } from './catalogue.ts';
import { importCatalogue } from './catalogue-import.ts';
import { createSearchCache } from './search-cache.ts';
import type { HotelsRepository } from './hotels.repository.ts';

type Deps = {
  repository: HotelsRepository;
  partner: EtgClient;
  /** The partner's server when it is not this process (see `partnerOrigin` in config.ts). */
  partnerOrigin?: string | undefined;
  log: FastifyBaseLogger;
};

/** The share of the partner's hotel-page quota browsing leaves to booking calls, so browsing never starves a payer. */
const BOOKING_RESERVE = 0.2;

const DETAILED_ASPECTS = ['cleanness', 'location', 'price', 'services', 'room', 'meal', 'wifi', 'hygiene'];

function average(values: number[]) {
  return values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : 0;
}

function detailedAverages(reviews: Record<string, unknown>[]) {
  const scores = reviews.map((review) => (review.detailed ?? {}) as Record<string, number>);
  return Object.fromEntries(
    DETAILED_ASPECTS.map((aspect) => [
      aspect,
      average(scores.map((score) => score[aspect]).filter((v) => typeof v === 'number')),
    ]),
  );
}

/** What a search shows of each hotel: its cheapest rates; the hotel page asks for all of them. */
function withCheapestRates(result: SerpResult): SerpResult {
  return { ...result, hotels: result.hotels.map((hotel) => ({ ...hotel, rates: cheapestRates(hotel.rates) })) };
}

export type HotelsService = ReturnType<typeof createHotelsService>;

export function createHotelsService({ repository, partner, partnerOrigin, log }: Deps) {
  let catalogue: Catalogue = createCatalogue([], [], 'empty');
  const cached = createSearchCache();

  async function reload() {
    const latest = await repository.latestImport();
    const [regions, hotels] = await Promise.all([repository.loadRegions(), repository.loadMinimalHotels()]);
    catalogue = createCatalogue(regions, hotels, latest ? `${latest.id}-${latest.lastUpdate}` : 'empty');
  }

  function browseHotelPage(body: SearchPayload & { hid: number }) {
    if (partner.hotelPageHeadroom() < BOOKING_RESERVE) throw new AppError('unavailable', messages.hotels.partnerBusy);
    return partner.hotelPage(body);
  }

  function requireHotel(key: string | number): HotelMinimal {
    const hotel = catalogue.hotel(key);
    if (!hotel) throw new AppError('not_found', messages.hotels.notFound);
    return hotel;
  }

  return {
    catalogue: () => catalogue,

    /** First start: import the partner's dumps; every start: load the catalogue into memory. */
    async ensureCatalogue() {
      if (!(await repository.latestImport())) await this.importCatalogue({ onlyIfEmpty: true });
      else await reload();
    },

    async importCatalogue(options: { onlyIfEmpty?: boolean } = {}) {
      const started = Date.now();
      const counts = await importCatalogue(partner, repository, { ...options, partnerOrigin });
      await reload();
      if (counts) log.info({ ...counts, ms: Date.now() - started }, 'catalogue imported from the partner dumps');
      return counts;
    },

    autocomplete: (search: string) => catalogue.suggest(search),

    /** Every region with its number of hotels, the largest first. */
    regions: () =>
      catalogue.regions().map((region) => ({ ...region, hotel_count: catalogue.hotelsOfRegion(region.id).length })),

    regionOfHotel(hotelId: string) {
      const hotel = requireHotel(hotelId);
      const region = catalogue.region(hotel.region_id);
      if (!region) throw new AppError('not_found', messages.hotels.notFound);
      return region;
    },

    searchRegion: (body: SearchPayload & { region_id: number }) =>
      cached('region', body, async () => withCheapestRates(await partner.searchRegion(body))),
    searchHotels: (body: SearchPayload & { hids: number[] }) =>
      cached('hotels', body, async () => withCheapestRates(await partner.searchHotels(body))),

    /**
     * `fresh` skips the minute-old answers: what is about to be booked is asked of the partner now, and may use the
     * share of the partner's quota that browsing leaves for booking.
     */
    hotelPage(body: SearchPayload & { hid: number }, { fresh = false } = {}) {
      requireHotel(body.hid);
      return fresh ? partner.hotelPage(body) : cached('page', body, () => browseHotelPage(body));
    },

    async getHotel(id: string) {
      const hotel = requireHotel(id);
      const content = await repository.content(hotel.hid);
      return { ...content, ...hotel, region: catalogue.region(hotel.region_id) ?? null };
    },

    async detailedReview(hotelId: string) {
      const hotel = requireHotel(hotelId);
      const row = await repository.reviews(hotel.hid);
      const reviews = row?.reviews ?? [];
      return {
        hid: hotel.hid,
        rating: hotel.rating,
        review_count: hotel.review_count,
        detailed: detailedAverages(reviews),
        reviews,
      };
    },

    hotelIdsOfRegion(regionId: number) {
      if (!catalogue.region(regionId)) throw new AppError('not_found', messages.hotels.regionNotFound);
      return catalogue.hotelsOfRegion(regionId).map((hotel) => hotel.hid);
    },

    /** Known hotels in the order asked; unknown ids are left out. */
    minimalHotels: (ids: number[]) =>
      ids.map((id) => catalogue.hotel(id)).filter((hotel): hotel is HotelMinimal => hotel !== undefined),

    /** The hotels among `ids` that match the search (all when there is none): the first `limit`, and how many matched. */
    findHotels(ids: number[], { q, limit }: { q?: string | undefined; limit: number }): SupplierHotels {
      const known = ids.map((id) => catalogue.hotel(id)).filter((hotel): hotel is HotelMinimal => hotel !== undefined);
      const matching = q ? known.filter((hotel) => hotelMatches(hotel, q)) : known;
      return { hotels: matching.slice(0, limit), total: matching.length };
    },

    hasHotel: (id: number) => catalogue.hotel(id) !== undefined,
    requireHotel,
  };
}
