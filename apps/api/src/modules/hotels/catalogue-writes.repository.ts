import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { copyingTransaction, type Db, type Tx } from '../../db/client.ts';
import { catalogueImports, hotels, hotelWords, regions } from '../../db/schema.ts';
import {
  copiedRows,
  copyFieldsOf,
  recordOf,
  recordRows,
  wordRows,
  type BatchRows,
  type EncodedRow,
  type ImportedHotel,
} from './catalogue-rows.ts';

export type HotelRow = typeof hotels.$inferInsert;
export type RegionRow = typeof regions.$inferInsert;

export type ImportKind = 'full' | 'incremental';

export const IMPORT_BATCH = 1000;
/** How long an import holds its turn without writing a batch; a process that died frees it after this. */
export const IMPORT_LEASE_MS = 60_000;
const CATALOGUE_LOCK = 4_242_002;

/** Another process took the import over: this one stops. */
export class ImportLeaseLost extends Error {
  constructor() {
    super('catalogue import taken over by another process');
  }
}

/** A day's changes carry no reviews: a changed hotel keeps those of the last full import. */
const HOTEL_UPDATE_KEEPING_REVIEWS = {
  id: sql`excluded.id`,
  regionId: sql`excluded.region_id`,
  name: sql`excluded.name`,
  address: sql`excluded.address`,
  starRating: sql`excluded.star_rating`,
  latitude: sql`excluded.latitude`,
  longitude: sql`excluded.longitude`,
  images: sql`excluded.images`,
  content: sql`excluded.content`,
  importId: sql`excluded.import_id`,
  searchName: sql`excluded.search_name`,
  partnerSearch: sql`excluded.partner_search`,
};

/** Deletes the hotels of `hids` that are stored, and says which they were. */
async function deleteHotels(tx: Tx, hids: number[]): Promise<number[]> {
  if (!hids.length) return [];
  const deleted = await tx.delete(hotels).where(inArray(hotels.hid, hids)).returning({ hid: hotels.hid });
  return deleted.map((row) => row.hid);
}

/** The catalogue import's writes: its turn and lease, the regions, and each batch of hotels with their words. */
export function catalogueWrites(db: Db) {
  const copying = copyingTransaction(db);
  const encode: <T extends PgTable>(table: T, row: T['$inferInsert']) => EncodedRow = copying ? copyFieldsOf : recordOf;

  return {
    /** A hotel's row serialized as the batch that writes it sends it. */
    importedHotel: (row: HotelRow): ImportedHotel => ({
      hid: row.hid,
      searchName: row.searchName ?? '',
      record: encode(hotels, row),
    }),

    /**
     * Takes the import to run: the running one when its lease has run out (resumed where it
     * stopped), or a new one; none while another process holds the running one's lease.
     */
    async claimImport(input: { kind: ImportKind; lastUpdate: string; owner: string; now: Date }) {
      const leaseUntil = new Date(input.now.getTime() + IMPORT_LEASE_MS);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
        const [running] = await tx
          .select()
          .from(catalogueImports)
          .where(eq(catalogueImports.status, 'running'))
          .limit(1);
        if (running) {
          if (running.leaseOwner !== input.owner && running.leaseUntil && running.leaseUntil > input.now)
            return undefined;
          const sameDump = running.kind === input.kind && running.lastUpdate === input.lastUpdate;
          const [taken] = await tx
            .update(catalogueImports)
            .set({
              leaseOwner: input.owner,
              leaseUntil,
              ...(!sameDump && { kind: input.kind, lastUpdate: input.lastUpdate, linesRead: 0 }),
            })
            .where(eq(catalogueImports.id, running.id))
            .returning();
          return taken;
        }
        const [created] = await tx
          .insert(catalogueImports)
          .values({
            kind: input.kind,
            status: 'running',
            lastUpdate: input.lastUpdate,
            hotelCount: 0,
            regionCount: 0,
            leaseOwner: input.owner,
            leaseUntil,
          })
          .returning();
        return created;
      });
    },

    async writeRegions(rows: RegionRow[]) {
      for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
        await db
          .insert(regions)
          .values(rows.slice(start, start + IMPORT_BATCH))
          .onConflictDoUpdate({
            target: regions.id,
            set: {
              name: sql`excluded.name`,
              type: sql`excluded.type`,
              countryCode: sql`excluded.country_code`,
              latitude: sql`excluded.latitude`,
              longitude: sql`excluded.longitude`,
            },
          });
      }
    },

    /**
     * How many batches an import may write at once: on PostgreSQL a batch is copied while the one
     * before it commits, each on a connection of its own; PGlite has one connection.
     */
    batchesAtOnce: copying ? 2 : 1,

    /**
     * Writes a batch and the import's progress in one transaction, while the lease is this
     * process's: a batch is written whole with its count, or not at all. With `after` (the write
     * of the batch before it), its rows are written meanwhile and its progress once that one
     * committed, so a batch never commits before the one before it; its hotels must not be that
     * one's, whose rows it would wait for while that one waits for nothing.
     */
    async writeBatch(
      importId: number,
      lease: { owner: string; now: Date },
      batch: {
        hotels: ImportedHotel[];
        regions: RegionRow[];
        removedHids: number[];
        linesRead: number;
        keepReviews: boolean;
      },
      after: Promise<unknown> = Promise.resolve(),
    ) {
      const writeProgress = async (tx: Tx) => {
        await after;
        const [held] = await tx
          .update(catalogueImports)
          .set({
            linesRead: batch.linesRead,
            hotelCount: sql`${catalogueImports.hotelCount} + ${batch.hotels.length + batch.removedHids.length}`,
            leaseUntil: new Date(lease.now.getTime() + IMPORT_LEASE_MS),
          })
          .where(
            and(
              eq(catalogueImports.id, importId),
              eq(catalogueImports.status, 'running'),
              eq(catalogueImports.leaseOwner, lease.owner),
            ),
          )
          .returning({ id: catalogueImports.id });
        if (!held) throw new ImportLeaseLost();
      };
      const write = async (tx: Tx, rows: BatchRows) => {
        if (batch.regions.length) await tx.insert(regions).values(batch.regions).onConflictDoNothing();
        const written = batch.hotels.map((hotel) => hotel.hid);
        // A full import writes each hotel whole: a hotel stored before is deleted and copied in again, which writes
        // its content once, where an upsert from a temporary table writes it twice. Only the words of a hotel stored
        // before are deleted: on a first import none, and no plan reads the words without their statistics.
        const changed = batch.keepReviews
          ? [...written, ...batch.removedHids]
          : await deleteHotels(tx, [...written, ...batch.removedHids]);
        if (changed.length) await tx.delete(hotelWords).where(inArray(hotelWords.hid, changed));
        const words = wordRows(batch.hotels).map((row) => encode(hotelWords, row));
        if (words.length) await rows.insert(hotelWords, words);
        const records = batch.hotels.map((hotel) => hotel.record);
        if (!batch.keepReviews) {
          if (records.length) await rows.insert(hotels, records);
        } else {
          if (records.length) {
            await tx
              .insert(hotels)
              .select(await rows.select(hotels, records))
              .onConflictDoUpdate({ target: hotels.hid, set: HOTEL_UPDATE_KEEPING_REVIEWS });
          }
          if (batch.removedHids.length) await deleteHotels(tx, batch.removedHids);
        }
        await writeProgress(tx);
      };
      if (copying) await copying((tx, copy) => write(tx, copiedRows(tx, copy)));
      else await db.transaction((tx) => write(tx, recordRows(tx)));
    },

    /** Ends the import; a full one removes the hotels its dump no longer has. */
    async finishImport(importId: number, input: { owner: string; now: Date; sweep: boolean }) {
      return db.transaction(async (tx) => {
        if (input.sweep) {
          await tx.execute(
            sql`delete from hotel_words w using hotels h where h.hid = w.hid and h.import_id <> ${importId}`,
          );
          await tx.delete(hotels).where(ne(hotels.importId, importId));
        }
        await tx.execute(
          sql`update regions set hotel_count = (select count(*) from hotels where hotels.region_id = regions.id)`,
        );
        // Statistics for the next import's plans, whether an autovacuum runs or not.
        await tx.execute(sql`analyze hotels, hotel_words`);
        const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(regions);
        const [done] = await tx
          .update(catalogueImports)
          .set({ status: 'done', regionCount: count, leaseOwner: null, leaseUntil: null, finishedAt: input.now })
          .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.leaseOwner, input.owner)))
          .returning();
        if (!done) throw new ImportLeaseLost();
        return done;
      });
    },
  };
}
