import type { HotelMinimal, Region } from '@bidstay/contract';
import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/migrate.ts';
import { catalogueImports, hotels, hotelWords, regions } from '../../db/schema.ts';
import type { HotelContent, HotelReviews } from '../../partner/etg-types.ts';
import { catalogueWrites } from './catalogue-writes.repository.ts';

export {
  IMPORT_BATCH,
  IMPORT_LEASE_MS,
  ImportLeaseLost,
  type HotelRow,
  type ImportKind,
  type RegionRow,
} from './catalogue-writes.repository.ts';

const MINIMAL = {
  id: hotels.id,
  hid: hotels.hid,
  name: hotels.name,
  address: hotels.address,
  star_rating: hotels.starRating,
  rating: hotels.rating,
  review_count: hotels.reviewCount,
  region_id: hotels.regionId,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  images: hotels.images,
};

/** A folded word starts the folded name, or one of its words. */
const startsAWord = (
  column: typeof hotels.searchName | typeof hotels.partnerSearch | typeof regions.searchName,
  word: string,
): SQL => or(like(column, `${word}%`), like(column, `% ${word}%`))!;

const partnerSearch = (wanted: string[]) => and(...wanted.map((word) => startsAWord(hotels.partnerSearch, word)));

function toRegion(row: typeof regions.$inferSelect): Region & { hotel_count: number } {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    country_code: row.countryCode,
    center:
      row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    hotel_count: row.hotelCount,
  };
}

export function createHotelsRepository(db: Db) {
  return {
    ...catalogueWrites(db),

    async latestImport() {
      const [row] = await db
        .select()
        .from(catalogueImports)
        .where(eq(catalogueImports.status, 'done'))
        .orderBy(desc(catalogueImports.id))
        .limit(1);
      return row;
    },

    /** The `limit` largest regions, the largest first, with their hotel counts. */
    async regionsBySize(limit: number) {
      const rows = await db.select().from(regions).orderBy(desc(regions.hotelCount), regions.id).limit(limit);
      return rows.map(toRegion);
    },

    async region(id: number) {
      const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
      return row && toRegion(row);
    },

    /** Up to `limit` other hotels of a hotel's city with its whole star rating, the nearest first. */
    async nearestAlike(hid: number, limit: number): Promise<number[]> {
      const result = await db.execute(sql`
        select other.hid from ${hotels} own
        join ${hotels} other on other.region_id = own.region_id and other.hid <> own.hid
          and floor(other.star_rating) = floor(own.star_rating)
        where own.hid = ${hid}
        order by power(other.latitude - own.latitude, 2)
          + power((other.longitude - own.longitude) * cos(radians(own.latitude)), 2), other.hid
        limit ${limit}`);
      return rows<{ hid: number }>(result).map((row) => Number(row.hid));
    },

    async minimalByHids(hids: number[]): Promise<HotelMinimal[]> {
      if (!hids.length) return [];
      return db.select(MINIMAL).from(hotels).where(inArray(hotels.hid, hids));
    },

    /** Which of `hids` a partner's search for `wanted` finds. */
    async matchingHids(hids: number[], wanted: string[]): Promise<Set<number>> {
      if (!hids.length) return new Set();
      const found = await db
        .select({ hid: hotels.hid })
        .from(hotels)
        .where(and(inArray(hotels.hid, hids), partnerSearch(wanted)));
      return new Set(found.map((row) => row.hid));
    },

    async minimalById(id: string): Promise<HotelMinimal | undefined> {
      const [row] = await db.select(MINIMAL).from(hotels).where(eq(hotels.id, id)).limit(1);
      return row;
    },

    async hotelIdsOfRegion(regionId: number): Promise<number[]> {
      const rows = await db
        .select({ hid: hotels.hid })
        .from(hotels)
        .where(eq(hotels.regionId, regionId))
        .orderBy(hotels.hid);
      return rows.map((row) => row.hid);
    },

    suggestRegions: (wanted: string[], limit: number) =>
      db
        .select()
        .from(regions)
        .where(and(...wanted.map((word) => startsAWord(regions.searchName, word))))
        .orderBy(desc(regions.hotelCount), regions.id)
        .limit(limit)
        .then((rows) => rows.map(toRegion)),

    /** Hotels whose name has a word starting with each word wanted: the longest read from the word index. */
    async suggestHotels(wanted: string[], limit: number) {
      const [longest, ...others] = [...wanted].sort((a, b) => b.length - a.length);
      if (!longest || !limit) return [];
      const rows = await db
        .select({
          id: hotels.id,
          hid: hotels.hid,
          name: hotels.name,
          region_id: hotels.regionId,
          region_name: sql<string>`coalesce(${regions.name}, '')`,
          address: hotels.address,
        })
        .from(hotelWords)
        .innerJoin(hotels, eq(hotels.hid, hotelWords.hid))
        .leftJoin(regions, eq(regions.id, hotels.regionId))
        .where(and(like(hotelWords.word, `${longest}%`), ...others.map((word) => startsAWord(hotels.searchName, word))))
        .limit(limit * 2);
      const seen = new Set<number>();
      return rows.filter((row) => !seen.has(row.hid) && seen.add(row.hid)).slice(0, limit);
    },

    /** Every hotel whose name has a word starting with each word wanted, by hid: a page of them and how many. */
    async findHotels(wanted: string[], limit: number, excluded: number[]) {
      const where = and(
        partnerSearch(wanted),
        excluded.length
          ? sql`${hotels.hid} <> all(${sql.raw(`'{${excluded.map(Number).join(',')}}'::int[]`)})`
          : undefined,
      );
      const [page, [{ total } = { total: 0 }]] = await Promise.all([
        db.select(MINIMAL).from(hotels).where(where).orderBy(hotels.hid).limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(hotels)
          .where(where),
      ]);
      return { hotels: page, total };
    },

    /** Hotels each of whose `wanted` words starts a word of the hotel's name or of its region's (the city). */
    async searchCatalogue(wanted: string[], limit: number) {
      const where = and(
        ...wanted.map((word) => or(startsAWord(hotels.searchName, word), startsAWord(regions.searchName, word))),
      );
      const [page, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select(MINIMAL)
          .from(hotels)
          .leftJoin(regions, eq(regions.id, hotels.regionId))
          .where(where)
          .orderBy(hotels.hid)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(hotels)
          .leftJoin(regions, eq(regions.id, hotels.regionId))
          .where(where),
      ]);
      return { hotels: page, total };
    },

    /** The first photos of some hotels, to learn the servers they come from. */
    async sampleImages(count: number): Promise<string[]> {
      const rows = await db.select({ images: hotels.images }).from(hotels).orderBy(hotels.hid).limit(count);
      return rows.flatMap((row) => row.images.slice(0, 1));
    },

    async content(hid: number) {
      const [row] = await db.select({ content: hotels.content }).from(hotels).where(eq(hotels.hid, hid)).limit(1);
      return row && (JSON.parse(row.content) as HotelContent);
    },

    async reviews(hid: number) {
      const [row] = await db
        .select({ reviews: hotels.reviews, rating: hotels.rating, reviewCount: hotels.reviewCount })
        .from(hotels)
        .where(eq(hotels.hid, hid))
        .limit(1);
      return row && { ...row, reviews: (JSON.parse(row.reviews) as Pick<HotelReviews, 'reviews'>).reviews };
    },

    /** The import running now, if any, and the last one finished. */
    async importStatus() {
      const running = await db.select().from(catalogueImports).where(eq(catalogueImports.status, 'running')).limit(1);
      const [done] = await db
        .select()
        .from(catalogueImports)
        .where(eq(catalogueImports.status, 'done'))
        .orderBy(desc(catalogueImports.id))
        .limit(1);
      return { running: running[0], done };
    },

    /** The hotels as the last finished import counted them per region: read without counting every hotel again. */
    async catalogueSize(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`coalesce(sum(${regions.hotelCount}), 0)::int` }).from(regions);
      return row?.count ?? 0;
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
