import { generateHotel, type Hotel } from './hotel.ts';
import { hashString, mulberry32, slugify } from './random.ts';
import { REGIONS, type Region } from './regions.ts';
import { CITY_POSITIONS, townAt, townCountBelow, townIndexOf, townIndexOfRegion, townPositions } from './towns.ts';

export type { Hotel } from './hotel.ts';
export type { Region } from './regions.ts';

/** The hotels of ETG's own sandbox (PARTNER.md §8), placed first in their city. */
const SPECIAL_HOTELS = [
  { hid: 8473727, id: 'test_hotel_do_not_book', name: 'Test Hotel (Do Not Book)', city: 'Stockholm' },
  { hid: 8819557, id: 'prebook_plus_ten', name: 'Hotel Prebook Plus Ten', city: 'Berlin' },
  { hid: 9744270, id: 'prebook_plus_twenty', name: 'Hotel Prebook Plus Twenty', city: 'London' },
  { hid: 10004834, id: 'conrad_los_angeles', name: 'Conrad Los Angeles', city: 'Los Angeles' },
];

export const SANDBOX_HIDS: ReadonlySet<number> = new Set(SPECIAL_HOTELS.map((special) => special.hid));

const FIRST_HID = 7_000_001;
/** Each position owns a slot of hids, so a hid names its position without a table. */
const HID_SLOT = 19;
/** Hotels kept generated: the whole demo catalogue, a bounded share of a large one. */
const KEPT_HOTELS = 12_000;

function allocate(total: number): number[] {
  const weights = REGIONS.reduce((sum, region) => sum + region.weight, 0);
  const counts = REGIONS.map((region) => Math.max(1, Math.floor((total * region.weight) / weights)));
  const shortfall = total - counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; i < shortfall; i += 1) counts[i % counts.length] = (counts[i % counts.length] ?? 0) + 1;
  return counts;
}

/** The random numbers of one position: any hotel is generated alone, the same every time. */
export function randomAt(seed: number, position: number, purpose = '') {
  return mulberry32(hashString(`${seed}:${position}${purpose}`));
}

function ordinaryHid(seed: number, position: number): number {
  const hid = FIRST_HID + position * HID_SLOT + Math.floor(randomAt(seed, position, ':hid')() * (HID_SLOT - 1));
  return SANDBOX_HIDS.has(hid) ? hid + 1 : hid;
}

function keptHotels(limit: number) {
  const kept = new Map<number, Hotel>();
  return (position: number, generate: () => Hotel): Hotel => {
    const known = kept.get(position);
    if (known) {
      kept.delete(position);
      kept.set(position, known);
      return known;
    }
    const hotel = generate();
    kept.set(position, hotel);
    if (kept.size > limit) kept.delete(kept.keys().next().value as number);
    return hotel;
  };
}

/**
 * The catalogue as a function of a hotel's position: regions own consecutive positions (bigger
 * cities more, and past the cities' positions towns of their own), so a region's hotels, a hid's
 * hotel and the whole dump are generated as they are read, and nothing proportional to the
 * catalogue is held.
 */
export function createCatalogue(seed: number, total: number, cityPositions = CITY_POSITIONS) {
  const cityTotal = Math.min(total, cityPositions);
  const counts = allocate(cityTotal);
  const starts: number[] = [];
  counts.reduce((start, count) => (starts.push(start), start + count), 0);
  const specials = new Map(
    SPECIAL_HOTELS.flatMap((special) => {
      const index = REGIONS.findIndex((region) => region.name === special.city);
      return index < 0 ? [] : [[starts[index] as number, special] as const];
    }),
  );
  const specialPositions = new Map([...specials].map(([position, special]) => [special.hid, position]));
  const kept = keptHotels(KEPT_HOTELS);

  function regionIndexOf(position: number): number {
    let low = 0;
    let high = REGIONS.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] as number) <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  function generateAt(position: number, region: Region): Hotel {
    const special = specials.get(position);
    const hid = special?.hid ?? ordinaryHid(seed, position);
    const hotel = generateHotel(randomAt(seed, position), hid, region);
    if (special) hotel.name = special.name;
    hotel.id = special?.id ?? `${slugify(hotel.name)}_${hid}`;
    return hotel;
  }

  /** Positions past a small base catalogue and below the towns' are hotels added later; they draw their city. */
  function regionAt(position: number): Region {
    if (position < cityTotal) return REGIONS[regionIndexOf(position)] as Region;
    if (position < cityPositions) return REGIONS[hashString(`${seed}:${position}:region`) % REGIONS.length] as Region;
    return townAt(seed, townIndexOf(position, cityPositions));
  }

  return {
    seed,
    total,
    cities: REGIONS,
    /** The towns that hold some of the positions below `end`, generated as they are read. */
    *towns(end: number): Generator<Region> {
      for (let index = 0; index < townCountBelow(end, cityPositions); index += 1) yield townAt(seed, index);
    },
    /** Positions of hotels added later that draw their city: those past a small base catalogue. */
    drawnPositions: { start: cityTotal, end: cityPositions },
    isSpecial: (position: number) => specials.has(position),
    hotelAt: (position: number): Hotel => kept(position, () => generateAt(position, regionAt(position))),
    /** A hotel generated afresh, for reading the whole catalogue in order without churning the kept ones. */
    freshAt: (position: number): Hotel => generateAt(position, regionAt(position)),
    /** The position a hid belongs to, if it could be one of this catalogue's. */
    positionOfHid(hid: number): number | undefined {
      const special = specialPositions.get(hid);
      if (special !== undefined) return special;
      const position = Math.floor((hid - FIRST_HID) / HID_SLOT);
      return position >= 0 && !specials.has(position) && ordinaryHid(seed, position) === hid ? position : undefined;
    },
    positionOfId(id: string): number | undefined {
      const special = SPECIAL_HOTELS.find((candidate) => candidate.id === id);
      if (special) return specialPositions.get(special.hid);
      const hid = Number(/_(\d+)$/.exec(id)?.[1]);
      return Number.isInteger(hid) ? this.positionOfHid(hid) : undefined;
    },
    /** The positions a region owns: a city's in the base catalogue, a town's all of them. */
    regionPositions(regionId: number): { start: number; end: number } {
      const index = REGIONS.findIndex((region) => region.id === regionId);
      const town = townIndexOfRegion(regionId);
      if (index < 0) return town === undefined ? { start: 0, end: 0 } : townPositions(town, cityPositions);
      return { start: starts[index] as number, end: (starts[index] as number) + (counts[index] as number) };
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
