import { generateHotel, type Hotel } from './hotel.ts';
import { mulberry32, normalizeText, slugify } from './random.ts';
import { REGIONS, type Region } from './regions.ts';

export type { Hotel } from './hotel.ts';
export type { Region } from './regions.ts';

export type Catalogue = {
  regions: readonly Region[];
  hotels: Hotel[];
  byHid: Map<number, Hotel>;
  byId: Map<string, Hotel>;
  byRegion: Map<number, Hotel[]>;
  searchNames: Map<Hotel, string>;
};

/** The hotels of ETG's own sandbox (PARTNER.md §8), placed first in their city. */
const SPECIAL_HOTELS = [
  { hid: 8473727, id: 'test_hotel_do_not_book', name: 'Test Hotel (Do Not Book)', city: 'Stockholm' },
  { hid: 8819557, id: 'prebook_plus_ten', name: 'Hotel Prebook Plus Ten', city: 'Berlin' },
  { hid: 9744270, id: 'prebook_plus_twenty', name: 'Hotel Prebook Plus Twenty', city: 'London' },
  { hid: 10004834, id: 'conrad_los_angeles', name: 'Conrad Los Angeles', city: 'Los Angeles' },
];

export const SANDBOX_HIDS: ReadonlySet<number> = new Set(SPECIAL_HOTELS.map((special) => special.hid));

const cache = new Map<string, Catalogue>();

function allocate(total: number): number[] {
  const weights = REGIONS.reduce((sum, region) => sum + region.weight, 0);
  const counts = REGIONS.map((region) => Math.max(1, Math.floor((total * region.weight) / weights)));
  const shortfall = total - counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; i < shortfall; i += 1) counts[i % counts.length] = (counts[i % counts.length] ?? 0) + 1;
  return counts;
}

function uniqueId(name: string, seen: Map<string, number>): string {
  const base = slugify(name);
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  return n === 1 ? base : `${base}_${n}`;
}

export function generateCatalogue(seed: number, total: number): Catalogue {
  const random = mulberry32(seed);
  const catalogue: Catalogue = {
    regions: REGIONS,
    hotels: [],
    byHid: new Map(),
    byId: new Map(),
    byRegion: new Map(),
    searchNames: new Map(),
  };
  const counts = allocate(total);
  const seen = new Map<string, number>();
  let hid = 7_000_000;
  REGIONS.forEach((region, index) => {
    const inRegion: Hotel[] = [];
    const specials = SPECIAL_HOTELS.filter((special) => special.city === region.name);
    for (let i = 0; i < (counts[index] ?? 0); i += 1) {
      hid += 1 + Math.floor(random() * 36);
      const special = specials[i];
      const hotel = generateHotel(random, special?.hid ?? hid, region);
      if (special) hotel.name = special.name;
      hotel.id = special?.id ?? uniqueId(hotel.name, seen);
      inRegion.push(hotel);
      catalogue.hotels.push(hotel);
      catalogue.byHid.set(hotel.hid, hotel);
      catalogue.byId.set(hotel.id, hotel);
      catalogue.searchNames.set(hotel, normalizeText(hotel.name));
    }
    catalogue.byRegion.set(region.id, inRegion);
  });
  return catalogue;
}

export function buildCatalogue(seed: number, total: number): Catalogue {
  const key = `${seed}:${total}`;
  const cached = cache.get(key) ?? generateCatalogue(seed, total);
  cache.set(key, cached);
  return cached;
}

export function findHotel(
  catalogue: Catalogue,
  ref: { hid?: number | undefined; id?: string | undefined },
): Hotel | undefined {
  if (ref.hid !== undefined) return catalogue.byHid.get(ref.hid);
  return ref.id === undefined ? undefined : catalogue.byId.get(ref.id);
}
