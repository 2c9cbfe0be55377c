import type { EtgClient } from '../../partner/etg-client.ts';
import type { HotelContent, HotelReviews, RegionContent } from '../../partner/etg-types.ts';
import { IMPORT_BATCH, type HotelRow, type HotelsRepository, type RegionRow } from './hotels.repository.ts';

const LANGUAGE = 'en';

function regionName(name: RegionContent['name']): string {
  return typeof name === 'string' ? name : (name[LANGUAGE] ?? Object.values(name)[0] ?? '');
}

function toRegionRow(region: RegionContent): RegionRow {
  return {
    id: region.id,
    name: regionName(region.name),
    type: region.type,
    countryCode: region.country_code,
    latitude: region.center?.latitude ?? null,
    longitude: region.center?.longitude ?? null,
  };
}

/** An image address of the partner's as the pages load it: a path is on the partner's server, when it is another one. */
function onPartner(url: string, partnerOrigin: string | undefined): string {
  return partnerOrigin && url.startsWith('/') && !url.startsWith('//') ? `${partnerOrigin}${url}` : url;
}

function withImagesOn(hotel: HotelContent, partnerOrigin: string | undefined): HotelContent {
  if (!partnerOrigin) return hotel;
  return {
    ...hotel,
    images_ext: hotel.images_ext?.map((image) => ({ ...image, url: onPartner(image.url, partnerOrigin) })),
    images: hotel.images?.map((url) => onPartner(url, partnerOrigin)),
  };
}

function imagesOf(hotel: HotelContent): string[] {
  return hotel.images_ext?.map((image) => image.url) ?? hotel.images ?? [];
}

function toHotelRow(hotel: HotelContent, reviews: HotelReviews | undefined): HotelRow {
  return {
    hid: hotel.hid,
    id: hotel.id,
    regionId: hotel.region.id,
    name: hotel.name,
    address: hotel.address,
    starRating: hotel.star_rating,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    rating: reviews?.rating ?? null,
    reviewCount: reviews?.reviews.length ?? 0,
    images: imagesOf(hotel),
    content: hotel,
    reviews: reviews?.reviews ?? [],
  };
}

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export type ImportOptions = {
  onlyIfEmpty?: boolean;
  /** The partner's server when it is not this process (see `partnerOrigin` in config.ts). */
  partnerOrigin?: string;
};

/** Imports the partner's region, reviews and hotel dumps into the database, replacing the old catalogue. */
export async function importCatalogue(
  partner: EtgClient,
  repository: HotelsRepository,
  { onlyIfEmpty = false, partnerOrigin }: ImportOptions = {},
) {
  const regionDump = await partner.regionDump({ language: LANGUAGE });
  const regions = new Map(
    (await collect(partner.readDump<RegionContent>(regionDump.url))).map((region) => [region.id, toRegionRow(region)]),
  );
  const reviewsDump = await partner.reviewsDump({ language: LANGUAGE });
  const reviews = new Map(
    (await collect(partner.readDump<HotelReviews>(reviewsDump.url))).map((entry) => [entry.hid, entry]),
  );
  const hotelDump = await partner.hotelDump({ language: LANGUAGE });

  async function* hotelRows() {
    for await (const hotel of partner.readDump<HotelContent>(hotelDump.url)) {
      if (!regions.has(hotel.region.id)) regions.set(hotel.region.id, toRegionRow({ ...hotel.region }));
      yield toHotelRow(withImagesOn(hotel, partnerOrigin), reviews.get(hotel.hid));
    }
  }

  return repository.replaceCatalogue({
    hotels: batches(hotelRows(), IMPORT_BATCH),
    regions,
    lastUpdate: hotelDump.last_update,
    onlyIfEmpty,
  });
}
