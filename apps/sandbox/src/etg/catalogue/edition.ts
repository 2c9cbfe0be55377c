import type { Hotel } from './hotel.ts';
import { type Catalogue, type Region } from './index.ts';
import { hashString } from './random.ts';
import { DAY_MS } from '../time.ts';

/** Per day, of the base catalogue: the share renovated, and the shares added and removed. */
const CHANGED_SHARE = 1 / 200;
const ADDED_SHARE = 1 / 1000;
const REMOVED_SHARE = 1 / 1000;

export type ChangeSet = { changed: number[]; added: number[]; removed: number[] };

const countOf = (total: number, share: number) => Math.max(1, Math.round(total * share));

function drawPositions(catalogue: Catalogue, day: number, kind: string, count: number): number[] {
  const drawn = new Set<number>();
  for (let j = 0; j < count; j += 1) {
    const position = hashString(`${catalogue.seed}:day${day}:${kind}:${j}`) % catalogue.total;
    if (!catalogue.isSpecial(position)) drawn.add(position);
  }
  return [...drawn];
}

/** What changed on a day (day 1 is the first after the catalogue's epoch): ETG's daily incremental dump. */
export function changeSetOf(catalogue: Catalogue, day: number): ChangeSet {
  if (day < 1) return { changed: [], added: [], removed: [] };
  const added = countOf(catalogue.total, ADDED_SHARE);
  return {
    changed: drawPositions(catalogue, day, 'changed', countOf(catalogue.total, CHANGED_SHARE)),
    added: Array.from({ length: added }, (_, j) => catalogue.total + (day - 1) * added + j),
    removed: drawPositions(catalogue, day, 'removed', countOf(catalogue.total, REMOVED_SHARE)),
  };
}

function renovated(hotel: Hotel, day: number): Hotel {
  const name = hotel.name.endsWith(' & Spa') ? hotel.name : `${hotel.name} & Spa`;
  return { ...hotel, name, phone: `${hotel.phone.slice(0, -4)}${String(1000 + (day % 9000))}` };
}

export type RemovedHotel = { id: string; hid: number; deleted: true };

/**
 * The catalogue as it stands on a day: the base with every day's changes up to it. Only the
 * changed positions are held, a small share of the catalogue per day.
 */
export function editionOf(catalogue: Catalogue, day: number) {
  const removed = new Set<number>();
  const renovatedOn = new Map<number, number>();
  for (let past = 1; past <= day; past += 1) {
    const changes = changeSetOf(catalogue, past);
    for (const position of changes.changed) renovatedOn.set(position, past);
    for (const position of changes.removed) removed.add(position);
  }
  const end = catalogue.total + day * countOf(catalogue.total, ADDED_SHARE);

  function hotelAt(position: number, fresh = false): Hotel | undefined {
    if (position < 0 || position >= end || removed.has(position)) return undefined;
    const hotel = fresh ? catalogue.freshAt(position) : catalogue.hotelAt(position);
    const renovation = renovatedOn.get(position);
    return renovation === undefined ? hotel : renovated(hotel, renovation);
  }

  const found = (position: number | undefined) => (position === undefined ? undefined : hotelAt(position));

  return {
    day,
    cities: catalogue.cities,
    /** The towns with hotels on this day. */
    towns: () => catalogue.towns(end),
    /** Every region with hotels on this day: the cities, then the towns. */
    *regions(): Generator<Region> {
      yield* catalogue.cities;
      yield* catalogue.towns(end);
    },
    hotelAt: (position: number) => hotelAt(position),
    byHid: (hid: number) => found(catalogue.positionOfHid(hid)),
    byId: (id: string) => found(catalogue.positionOfId(id)),

    *hotels(): Generator<Hotel> {
      for (let position = 0; position < end; position += 1) {
        const hotel = hotelAt(position, true);
        if (hotel) yield hotel;
      }
    },

    /** A region's hotels, its oldest first, up to `limit`. */
    regionHotels(regionId: number, limit = Infinity): Hotel[] {
      const { start, end: regionEnd } = catalogue.regionPositions(regionId);
      const found: Hotel[] = [];
      for (let position = start; position < regionEnd && found.length < limit; position += 1) {
        const hotel = hotelAt(position);
        if (hotel) found.push(hotel);
      }
      const drawn = catalogue.drawnPositions;
      for (let position = drawn.start; position < Math.min(drawn.end, end) && found.length < limit; position += 1) {
        const hotel = hotelAt(position);
        if (hotel?.region.id === regionId) found.push(hotel);
      }
      return found;
    },

    /** This day's changes: renovated and added hotels whole, removed ones by their ids. */
    *changes(): Generator<Hotel | RemovedHotel> {
      const changes = changeSetOf(catalogue, day);
      for (const position of [...changes.changed, ...changes.added]) {
        const hotel = hotelAt(position);
        if (hotel) yield hotel;
      }
      for (const position of changes.removed) {
        const { id, hid } = catalogue.hotelAt(position);
        yield { id, hid, deleted: true };
      }
    },
  };
}

export type Edition = ReturnType<typeof editionOf>;

/** Today's edition, counting days from the catalogue's epoch on the emulator's clock. */
export function createLiveCatalogue(catalogue: Catalogue, clock: { now(): Date }, epoch: Date) {
  let current: Edition | undefined;
  const dayOf = (now: Date) => Math.max(0, Math.floor((now.getTime() - epoch.getTime()) / DAY_MS));
  return {
    catalogue,
    dayStart: (day: number) => new Date(epoch.getTime() + day * DAY_MS),
    today(): Edition {
      const day = dayOf(clock.now());
      if (current?.day !== day) current = editionOf(catalogue, day);
      return current;
    },
    editionOf: (day: number) => (current?.day === day ? current : editionOf(catalogue, day)),
  };
}

export type LiveCatalogue = ReturnType<typeof createLiveCatalogue>;

export function findHotel(
  edition: Edition,
  ref: { hid?: number | undefined; id?: string | undefined },
): Hotel | undefined {
  if (ref.hid !== undefined) return edition.byHid(ref.hid);
  return ref.id === undefined ? undefined : edition.byId(ref.id);
}
