import type { HotelMinimal, Region } from '@bidstay/contract';
import { and, desc, eq, getTableColumns, getTableName, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { copyingTransaction, type CopyField, type CopyRows, type Db, type Tx } from '../../db/client.ts';
import { catalogueImports, hotels, hotelWords, regions } from '../../db/schema.ts';
import type { HotelContent, HotelReviews } from '../../partner/etg-types.ts';

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

/**
 * A row encoded for the driver that writes it: COPY's fields on PostgreSQL, a JSON record on PGlite. A hotel is encoded
 * when read, so a batch holds its values, not the parsed dump.
 */
type EncodedRow = CopyField[] | string;

export type ImportedHotel = { hid: number; searchName: string; record: EncodedRow };

const wordRows = (rows: ImportedHotel[]) =>
  rows.flatMap((row) =>
    [...new Set(row.searchName.split(' ').filter(Boolean))].map((word) => ({ hid: row.hid, word })),
  );

/** The columns an import writes: all but those the server computes from the others. */
const writtenColumns = (table: PgTable) =>
  Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);

const copyColumns = (table: PgTable) =>
  writtenColumns(table)
    .map(([, column]) => `"${column.name}"`)
    .join(', ');

const selectColumns = (table: PgTable) =>
  sql.join(
    writtenColumns(table).map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );

/** A row as `json_populate_recordset` reads it: its columns' names and values, as JSON. */
function recordOf<T extends PgTable>(table: T, row: T['$inferInsert']): string {
  const columns = writtenColumns(table);
  return JSON.stringify(
    Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]])),
  );
}

/**
 * Rows as one JSON parameter, read back by `json_populate_recordset`: a batch is one statement with
 * one parameter however many rows it holds, instead of a parameter per column and row for the driver
 * and the server to handle one by one.
 */
const fromRecords = (table: PgTable, records: string[]): SQL =>
  sql`select ${selectColumns(table)} from json_populate_recordset(null::${table}, ${`[${records.join(',')}]`}::json)`;

/** The type COPY's binary format gives a value of each kind of column the import writes. */
const COPY_TYPES: Record<string, string> = {
  PgInteger: 'int4',
  PgReal: 'float4',
  PgDoublePrecision: 'float8',
  PgText: 'text',
  PgJsonb: 'jsonb',
};

/** Each written column's key in a row and its binary type, in the columns' order. */
const copyLayouts = new WeakMap<PgTable, [key: string, type: string][]>();

function copyLayout(table: PgTable): [key: string, type: string][] {
  let layout = copyLayouts.get(table);
  if (!layout) {
    layout = writtenColumns(table).map(([key, column]) => {
      const type = COPY_TYPES[column.columnType];
      if (!type) throw new Error(`no binary COPY type for ${getTableName(table)}.${column.name}`);
      return [key, type];
    });
    copyLayouts.set(table, layout);
  }
  return layout;
}

const NUMBER_TYPES = new Set(['int4', 'float4', 'float8']);

/**
 * A row as `COPY … FROM STDIN (FORMAT binary)` reads it: its values in the columns' order, each with its type. A
 * number column is given a number or nothing: its binary value is written as it is, where the server would have
 * refused the text of anything else.
 */
function copyFieldsOf<T extends PgTable>(table: T, row: T['$inferInsert']): CopyField[] {
  return copyLayout(table).map(([key, type]) => {
    const value = (row as Record<string, unknown>)[key] ?? null;
    if (value !== null && NUMBER_TYPES.has(type) && typeof value !== 'number') {
      throw new TypeError(`${getTableName(table)}.${key} is not a number: ${JSON.stringify(value)}`);
    }
    return { type, value };
  });
}

/** How a batch's rows reach the database: inserted into their table, or selected for an upsert. */
type BatchRows = {
  insert: (table: PgTable, rows: EncodedRow[]) => Promise<void>;
  select: (table: PgTable, rows: EncodedRow[]) => Promise<SQL>;
};

const copyStatement = (table: string, columns: string) => `copy "${table}" (${columns}) from stdin (format binary)`;

/**
 * Rows copied into their table, or into a temporary table of the batch's transaction to be selected: the server
 * reads each value by its length, where a JSON parameter is parsed whole and then each row again.
 */
function copiedRows(tx: Tx, copy: CopyRows): BatchRows {
  return {
    insert: (table, rows) => copy(copyStatement(getTableName(table), copyColumns(table)), rows as CopyField[][]),
    async select(table, rows) {
      const staging = `import_${getTableName(table)}`;
      await tx.execute(
        sql`create temp table if not exists ${sql.identifier(staging)} (like ${table} including compression) on commit delete rows`,
      );
      await copy(copyStatement(staging, copyColumns(table)), rows as CopyField[][]);
      return sql`select ${selectColumns(table)} from ${sql.identifier(staging)}`;
    },
  };
}

/** Deletes the hotels of `hids` that are stored, and says which they were. */
async function deleteHotels(tx: Tx, hids: number[]): Promise<number[]> {
  if (!hids.length) return [];
  const deleted = await tx.delete(hotels).where(inArray(hotels.hid, hids)).returning({ hid: hotels.hid });
  return deleted.map((row) => row.hid);
}

function recordRows(tx: Tx): BatchRows {
  return {
    insert: async (table, records) => {
      await tx.insert(table).select(fromRecords(table, records as string[]));
    },
    select: async (table, records) => fromRecords(table, records as string[]),
  };
}

export function createHotelsRepository(db: Db) {
  const copying = copyingTransaction(db);
  const encode: <T extends PgTable>(table: T, row: T['$inferInsert']) => EncodedRow = copying ? copyFieldsOf : recordOf;

  return {
    /** A hotel's row serialized as the batch that writes it sends it. */
    importedHotel: (row: HotelRow): ImportedHotel => ({
      hid: row.hid,
      searchName: row.searchName ?? '',
      record: encode(hotels, row),
    }),

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

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
