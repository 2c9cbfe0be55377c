import type { HotelMinimal, Region } from '@bidstay/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueImports, hotels, regions } from '../../db/schema.ts';

export type HotelRow = typeof hotels.$inferInsert;
export type RegionRow = typeof regions.$inferInsert;

export const IMPORT_BATCH = 200;
const CATALOGUE_LOCK = 4_242_002;

export function createHotelsRepository(db: Db) {
  return {
    async latestImport() {
      const [row] = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(1);
      return row;
    },

    async loadRegions(): Promise<Region[]> {
      const rows = await db.select().from(regions);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        country_code: row.countryCode,
        center:
          row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
      }));
    },

    async loadMinimalHotels(): Promise<HotelMinimal[]> {
      const rows = await db
        .select({
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
        })
        .from(hotels)
        .orderBy(hotels.hid);
      return rows;
    },

    async content(hid: number) {
      const [row] = await db.select({ content: hotels.content }).from(hotels).where(eq(hotels.hid, hid)).limit(1);
      return row?.content as Record<string, unknown> | undefined;
    },

    async reviews(hid: number) {
      const [row] = await db
        .select({ reviews: hotels.reviews, rating: hotels.rating, reviewCount: hotels.reviewCount })
        .from(hotels)
        .where(eq(hotels.hid, hid))
        .limit(1);
      return row;
    },

    /**
     * Replaces the catalogue in one transaction, so readers never see half an import. The regions
     * are written last: reading the hotels may still add regions the region dump lacked. Imports
     * take turns; with `onlyIfEmpty`, a process that waited finds the catalogue there and stops.
     */
    async replaceCatalogue(input: {
      hotels: AsyncIterable<HotelRow[]>;
      regions: Map<number, RegionRow>;
      lastUpdate: string;
      onlyIfEmpty?: boolean;
    }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
        if (
          input.onlyIfEmpty &&
          (await tx.select({ id: catalogueImports.id }).from(catalogueImports).limit(1)).length
        ) {
          return undefined;
        }
        await tx.delete(hotels);
        await tx.delete(regions);
        let hotelCount = 0;
        for await (const batch of input.hotels) {
          await tx.insert(hotels).values(batch);
          hotelCount += batch.length;
        }
        const regionRows = [...input.regions.values()];
        for (let start = 0; start < regionRows.length; start += IMPORT_BATCH) {
          await tx.insert(regions).values(regionRows.slice(start, start + IMPORT_BATCH));
        }
        await tx
          .insert(catalogueImports)
          .values({ lastUpdate: input.lastUpdate, hotelCount, regionCount: regionRows.length });
        return { hotelCount, regionCount: regionRows.length };
      });
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
