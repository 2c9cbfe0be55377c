import { hashString, mulberry32, pick } from './random.ts';
import { REGIONS, type Region } from './regions.ts';
import { townPartsOf } from './words.ts';

/**
 * Positions below this keep the named cities: the demo's whole catalogue. Past it, hotels fill
 * generated towns, so that no region grows with the catalogue, as none of ETG's does (a large
 * city has a few thousand hotels; the partner has hundreds of thousands of regions). A test may
 * give the cities fewer positions, to reach the towns without the cities' hotels first.
 */
export const CITY_POSITIONS = 10_000;
/** Hotels per town: about what a named city holds in the demo's catalogue. */
export const TOWN_HOTELS = 200;
/** Above every named city's id, so a town's id never names a city. */
const FIRST_TOWN_ID = 6_100_000;
/** A town lies this far from the city it is drawn near, in degrees. */
const NEAR = { min: 0.3, max: 1.5 };

/** The town that a position past the cities' belongs to. */
export const townIndexOf = (position: number, cityPositions: number) =>
  Math.floor((position - cityPositions) / TOWN_HOTELS);

/** The towns that hold some of the positions below `end`. */
export const townCountBelow = (end: number, cityPositions: number) =>
  Math.max(0, Math.ceil((end - cityPositions) / TOWN_HOTELS));

export function townPositions(index: number, cityPositions: number): { start: number; end: number } {
  const start = cityPositions + index * TOWN_HOTELS;
  return { start, end: start + TOWN_HOTELS };
}

/** ETG's region ids are 32-bit integers: a larger one names no town (nor positions past exact integers). */
const LAST_REGION_ID = 2 ** 31 - 1;

/** The index of the town a region id names, if it names one. */
export function townIndexOfRegion(regionId: number): number | undefined {
  const index = regionId - FIRST_TOWN_ID;
  return Number.isInteger(index) && index >= 0 && regionId <= LAST_REGION_ID ? index : undefined;
}

const clampLatitude = (latitude: number) => Math.max(-80, Math.min(80, latitude));

/** A town, the same every time: a name in its country's manner, near a named city of that country. */
export function townAt(seed: number, index: number): Region {
  const random = mulberry32(hashString(`${seed}:town:${index}`));
  const city = pick(random, REGIONS);
  const parts = townPartsOf(city.country_code);
  const name = `${pick(random, parts.starts)}${pick(random, parts.ends)}`;
  const angle = random() * 2 * Math.PI;
  const distance = NEAR.min + random() * (NEAR.max - NEAR.min);
  return {
    id: FIRST_TOWN_ID + index,
    name,
    type: 'City',
    country_code: city.country_code,
    center: {
      latitude: Number(clampLatitude(city.center.latitude + distance * Math.sin(angle)).toFixed(4)),
      longitude: Number((city.center.longitude + distance * Math.cos(angle)).toFixed(4)),
    },
    weight: 1,
    priceFactor: 1,
  };
}
