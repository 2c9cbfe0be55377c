import type { DumpLine } from '../../partner/dump-reader.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { HotelContent, RegionContent } from '../../partner/etg-types.ts';
import type { ReviewsLine } from '../../partner/reviews-reader.ts';
import type { Clock } from '../../lib/clock.ts';
import { normalize, searchName } from '../../lib/folding.ts';
import { imagesOf, onPartner } from './catalogue.ts';
import {
  IMPORT_BATCH,
  type HotelRow,
  type HotelsRepository,
  type ImportKind,
  type RegionRow,
} from './hotels.repository.ts';

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
    searchName: searchName(regionName(region.name)),
  };
}

/** What a hotel without reviews stores as its reviews: a line of the reviews dump with none. */
const NO_REVIEWS = JSON.stringify({ reviews: [] });

/** What a partner's search reads of a hotel: its folded name, its address folded alike, and its hid. */
const partnerSearchOf = (hotel: HotelContent) => `${searchName(hotel.name)} ${normalize(hotel.address)} ${hotel.hid}`;

/** A hotel's row; its content and reviews are the dumps' lines as the partner wrote them, not serialized again. */
function toHotelRow(
  { value: hotel, text }: DumpLine<HotelContent>,
  reviews: ReviewsLine | undefined,
  importId: number,
  partnerOrigin: string | undefined,
): HotelRow {
  return {
    importId,
    hid: hotel.hid,
    id: hotel.id,
    regionId: hotel.region.id,
    name: hotel.name,
    searchName: searchName(hotel.name),
    partnerSearch: partnerSearchOf(hotel),
    address: hotel.address,
    starRating: hotel.star_rating,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    rating: reviews?.rating ?? null,
    reviewCount: reviews?.reviewCount ?? 0,
    images: imagesOf(hotel).map((url) => onPartner(url, partnerOrigin)),
    content: text,
    reviews: reviews?.text ?? NO_REVIEWS,
  };
}

/** Reviews ride beside hotels in the same order; a few out of place are waited for, no more. */
const REVIEWS_LOOKAHEAD = 2000;

/** Pairs each hotel with its reviews, reading the two dumps side by side with bounded memory. */
async function* withReviews(
  hotels: AsyncIterable<DumpLine<HotelContent>>,
  reviewLines: AsyncIterable<ReviewsLine>,
): AsyncGenerator<[DumpLine<HotelContent>, ReviewsLine | undefined]> {
  const reviews = reviewLines[Symbol.asyncIterator]();
  const ahead = new Map<number, ReviewsLine>();
  let reviewsDone = false;
  try {
    for await (const hotel of hotels) {
      const { hid } = hotel.value;
      let found = ahead.get(hid);
      ahead.delete(hid);
      while (!found && !reviewsDone && ahead.size < REVIEWS_LOOKAHEAD) {
        const next = await reviews.next();
        if (next.done) reviewsDone = true;
        else if (next.value.hid === hid) found = next.value;
        else ahead.set(next.value.hid, next.value);
      }
      if (ahead.size >= REVIEWS_LOOKAHEAD) ahead.delete(ahead.keys().next().value as number);
      yield [hotel, found];
    }
  } finally {
    // The reviews' reader is a thread: it ends with the hotels, read to their end or not.
    await reviews.return?.();
  }
}

async function* withoutReviews<T>(hotels: AsyncIterable<T>): AsyncGenerator<[T, undefined]> {
  for await (const hotel of hotels) yield [hotel, undefined];
}

async function* skip<T>(items: AsyncIterable<T>, count: number): AsyncGenerator<T> {
  let skipped = 0;
  for await (const item of items) {
    if (skipped < count) skipped += 1;
    else yield item;
  }
}

/** The region dump in batches as it is read: the partner's regions number hundreds of thousands. */
async function importRegions(partner: EtgClient, repository: HotelsRepository) {
  const regionDump = await partner.regionDump({ language: LANGUAGE });
  let rows: RegionRow[] = [];
  for await (const region of partner.readDump<RegionContent>(regionDump.url)) {
    rows.push(toRegionRow(region));
    if (rows.length >= IMPORT_BATCH) {
      await repository.writeRegions(rows);
      rows = [];
    }
  }
  await repository.writeRegions(rows);
}

/** A line of ETG's incremental dump: a hotel whole, or one it no longer sells. */
type ChangedHotel = HotelContent & { deleted?: boolean };

export type ImportOptions = {
  kind?: ImportKind;
  /** Who runs the import, for its lease (a process). */
  owner: string;
  clock: Clock;
  /** The partner's server when it is not this process (see `partnerOrigin` in config.ts). */
  partnerOrigin?: string | undefined;
  /** Checked between batches: a closing process stops at a batch's end. */
  stopped?: () => boolean;
  onBatch?: (progress: { hotels: number }) => void;
};

export type ImportResult =
  | { outcome: 'done'; importId: number; hotelCount: number; regionCount: number }
  | { outcome: 'busy' }
  | { outcome: 'stopped'; importId: number };

/**
 * Streams the partner's dumps into the database in batches, each written with the import's
 * progress, so a killed import resumes after its last batch; a full import then removes the
 * hotels its dump no longer has. The reviews dump is read beside the hotel dump, so a hotel's
 * rating is written with it.
 */
export async function importCatalogue(
  partner: EtgClient,
  repository: HotelsRepository,
  { kind = 'full', owner, clock, partnerOrigin, stopped = () => false, onBatch }: ImportOptions,
): Promise<ImportResult> {
  const hotelDump =
    kind === 'full'
      ? await partner.hotelDump({ language: LANGUAGE })
      : await partner.incrementalDump({ language: LANGUAGE });
  const claimed = await repository.claimImport({ kind, lastUpdate: hotelDump.last_update, owner, now: clock.now() });
  if (!claimed) return { outcome: 'busy' };
  if (kind === 'full') await importRegions(partner, repository);
  const lines = skip(partner.readDumpLines<ChangedHotel>(hotelDump.url), claimed.linesRead);
  const keepReviews = kind === 'incremental';
  const reviews = keepReviews
    ? undefined
    : partner.readReviewsLines((await partner.reviewsDump({ language: LANGUAGE })).url, claimed.linesRead);
  const paired = reviews ? withReviews(lines, reviews) : withoutReviews(lines);
  let linesRead = claimed.linesRead;
  const empty = () => ({ hotels: [], regions: [], removedHids: [], linesRead, keepReviews });
  let batch: Parameters<HotelsRepository['writeBatch']>[2] = empty();
  const regionsSeen = new Set<number>();

  // Batches are written while the next is read, and on PostgreSQL two at once: the database and the dumps' parsing
  // overlap, and neither waits for the other's every round trip.
  const writing: { hids: Set<number>; written: Promise<void> }[] = [];
  async function flush() {
    const full = { ...batch, linesRead };
    batch = empty();
    if (writing.length >= repository.batchesAtOnce) await writing.shift()!.written;
    const hids = new Set([...full.hotels.map((hotel) => hotel.hid), ...full.removedHids]);
    const before = writing.at(-1);
    if (before && [...hids].some((hid) => before.hids.has(hid))) await writing.shift()!.written;
    const written = repository
      .writeBatch(claimed!.id, { owner, now: clock.now() }, full, before?.written)
      .then(() => onBatch?.({ hotels: full.linesRead }));
    // Awaited at a later flush or the end; until then a failure must not count as unhandled.
    written.catch(() => undefined);
    writing.push({ hids, written });
  }
  const allWritten = async () => {
    while (writing.length) await writing.shift()!.written;
  };

  for await (const [line, hotelReviews] of paired) {
    const hotel = line.value;
    linesRead += 1;
    if (hotel.deleted) batch.removedHids.push(hotel.hid);
    else {
      if (!regionsSeen.has(hotel.region.id)) {
        regionsSeen.add(hotel.region.id);
        batch.regions.push(toRegionRow({ ...hotel.region }));
      }
      batch.hotels.push(repository.importedHotel(toHotelRow(line, hotelReviews, claimed.id, partnerOrigin)));
    }
    if (batch.hotels.length + batch.removedHids.length >= IMPORT_BATCH) {
      await flush();
      if (stopped()) {
        await allWritten();
        return { outcome: 'stopped', importId: claimed.id };
      }
    }
  }
  await flush();
  await allWritten();
  const done = await repository.finishImport(claimed.id, { owner, now: clock.now(), sweep: kind === 'full' });
  return { outcome: 'done', importId: done.id, hotelCount: done.hotelCount, regionCount: done.regionCount };
}
