import type { AutocompleteResult, HotelMinimal, Region } from '@bidstay/contract';

const MAX_SUGGESTIONS = 10;

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matches(wanted: string[], have: string[]): boolean {
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

/** Whether every word searched starts a word of the hotel's name or address (which holds its city), or its id. */
export function hotelMatches(hotel: HotelMinimal, query: string): boolean {
  return matches(words(query), words(`${hotel.name} ${hotel.address} ${hotel.hid}`));
}

const PREFIX_LENGTH = 2;

/** Hotel positions by the first letters of each name word: a suggestion reads one bucket, not the catalogue. */
function indexByPrefix(hotelWords: string[][]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  hotelWords.forEach((names, position) => {
    for (const prefix of new Set(names.map((word) => word.slice(0, PREFIX_LENGTH)))) {
      const bucket = index.get(prefix);
      if (bucket) bucket.push(position);
      else index.set(prefix, [position]);
    }
  });
  return index;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * The imported catalogue, held in memory: it changes only with an import, and lists, cards and
 * suggestions read it on every page.
 */
const MAX_IMAGE_ORIGINS = 2;

/** The servers most of the hotels' first photos come from (absolute addresses only; paths are on this site). */
function imageOriginsOf(hotels: HotelMinimal[]): string[] {
  const counts = new Map<string, number>();
  for (const image of hotels.map((hotel) => hotel.images[0])) {
    const origin = image?.match(/^https?:\/\/[^/]+/)?.[0];
    if (origin) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_IMAGE_ORIGINS)
    .map(([origin]) => origin);
}

export function createCatalogue(regionList: Region[], hotelList: HotelMinimal[], version: string) {
  const regionsById = new Map(regionList.map((region) => [region.id, region]));
  const hotelsByHid = new Map(hotelList.map((hotel) => [hotel.hid, hotel]));
  const hotelsById = new Map(hotelList.map((hotel) => [hotel.id, hotel]));
  const hotelsByRegion = new Map<number, HotelMinimal[]>();
  for (const hotel of hotelList) {
    const list = hotelsByRegion.get(hotel.region_id) ?? [];
    list.push(hotel);
    hotelsByRegion.set(hotel.region_id, list);
  }
  const regionWords = new Map(regionList.map((region) => [region.id, words(region.name)]));
  const hotelWords = hotelList.map((hotel) => words(hotel.name));
  const hotelsByPrefix = indexByPrefix(hotelWords);
  const everyHotel = hotelList.map((_, index) => index);
  const regionsBySize = [...regionList].sort(
    (a, b) => (hotelsByRegion.get(b.id)?.length ?? 0) - (hotelsByRegion.get(a.id)?.length ?? 0),
  );

  return {
    version,
    size: hotelList.length,
    imageOrigins: imageOriginsOf(hotelList),
    region: (id: number) => regionsById.get(id),
    regions: () => regionsBySize,
    /** A hotel by its numeric hid or its string id. */
    hotel(key: string | number): HotelMinimal | undefined {
      const hid = Number(key);
      return Number.isInteger(hid) ? hotelsByHid.get(hid) : hotelsById.get(String(key));
    },
    hotelsOfRegion: (regionId: number) => hotelsByRegion.get(regionId) ?? [],

    /** Regions first (the largest first), then hotels; at most 10 in all. */
    suggest(query: string): AutocompleteResult {
      const wanted = words(query);
      const regions = regionsBySize
        .filter((region) => matches(wanted, regionWords.get(region.id) ?? []))
        .slice(0, MAX_SUGGESTIONS);
      const hotels: AutocompleteResult['hotels'] = [];
      const longest = wanted.reduce((a, b) => (b.length > a.length ? b : a), '');
      const candidates =
        longest.length >= PREFIX_LENGTH ? (hotelsByPrefix.get(longest.slice(0, PREFIX_LENGTH)) ?? []) : everyHotel;
      for (const index of candidates) {
        if (regions.length + hotels.length >= MAX_SUGGESTIONS) break;
        const hotel = hotelList[index];
        if (hotel && matches(wanted, hotelWords[index] ?? [])) {
          hotels.push({ id: hotel.id, hid: hotel.hid, name: hotel.name, region_id: hotel.region_id });
        }
      }
      return { regions, hotels };
    },
  };
}
