import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DAY_MS } from '@bidstay/contract';
import { inArray, sql } from 'drizzle-orm';
import { buildTestApp, TEST_ETG_KEY, TEST_START, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { hotels, hotelWords } from '../../db/schema.ts';
import type { HotelContent } from '../../partner/etg-types.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createEtgClient } from '../../partner/etg-client.ts';
import { importCatalogue } from './catalogue-import.ts';
import {
  createHotelsRepository,
  IMPORT_BATCH,
  IMPORT_LEASE_MS,
  type HotelRow,
  type HotelsRepository,
} from './hotels.repository.ts';

const HOTELS = 2500;
const onPostgres = Boolean(inject('postgresUrl'));

let etg: Awaited<ReturnType<typeof startTestEtg>>;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: HOTELS });
});
afterAll(() => etg.close());

async function hotelCount({ db }: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(hotels);
  return row!.count;
}

/** A repository whose process dies while writing its `dieAt`th batch: the batch's transaction never commits. */
function dyingAt(repository: HotelsRepository, dieAt: number) {
  let batches = 0;
  return {
    batches: () => batches,
    repository: {
      ...repository,
      async writeBatch(...args: Parameters<HotelsRepository['writeBatch']>) {
        batches += 1;
        if (batches === dieAt) throw new Error('killed mid-batch');
        return repository.writeBatch(...args);
      },
    },
  };
}

describe('catalogue import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // Three imports of the test catalogue, each reading its reviews in a worker of its own: beside the rest of
  // `npm test` on two cores this takes several times what it takes alone.
  it(
    'resumes after a kill mid-batch where it stopped, with no hotel twice and none missing',
    { timeout: 120_000 },
    async () => {
      const partner = createEtgClient({ ...TEST_ETG_KEY, baseUrl: etg.url, maxRetries: 0 });
      const repository = createHotelsRepository(database.db);
      const clock = fixedClock('2026-11-22T10:00:00Z');
      const first = dyingAt(repository, 2);
      await expect(importCatalogue(partner, first.repository, { owner: 'first', clock })).rejects.toThrow(
        'killed mid-batch',
      );
      const { running } = await repository.importStatus();
      expect(running).toMatchObject({ hotelCount: IMPORT_BATCH, linesRead: IMPORT_BATCH, leaseOwner: 'first' });
      expect(await hotelCount(database)).toBe(IMPORT_BATCH);

      expect(await importCatalogue(partner, repository, { owner: 'second', clock })).toEqual({ outcome: 'busy' });
      clock.advance(IMPORT_LEASE_MS + 1);
      const second = dyingAt(repository, 0);
      const result = await importCatalogue(partner, second.repository, { owner: 'second', clock });
      expect(result).toMatchObject({ outcome: 'done', importId: running!.id, hotelCount: HOTELS });
      expect(second.batches()).toBe(Math.ceil((HOTELS - IMPORT_BATCH) / IMPORT_BATCH));

      const dump = await partner.hotelDump({ language: 'en' });
      const dumped: number[] = [];
      for await (const hotel of partner.readDump<HotelContent>(dump.url)) dumped.push(hotel.hid);
      const stored = await database.db
        .select({ hid: hotels.hid, rating: hotels.rating, reviews: hotels.reviewCount })
        .from(hotels)
        .orderBy(hotels.hid);
      expect(stored.map((row) => row.hid)).toEqual([...dumped].sort((a, b) => a - b));
      expect(stored.every((row) => row.rating !== null && row.reviews > 0)).toBe(true);
      expect((await repository.importStatus()).running).toBeUndefined();
    },
  );
});

describe('an import batch', () => {
  let database: Database;
  let repository: HotelsRepository;
  const lease = { owner: 'batches', now: new Date('2026-11-22T10:00:00Z') };
  let importId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    repository = createHotelsRepository(database.db);
    importId = (await repository.claimImport({ kind: 'full', lastUpdate: 'today', ...lease }))!.id;
  });
  afterAll(() => database.close());

  const row = (hid: number, changes: Partial<HotelRow> = {}): HotelRow => ({
    importId,
    hid,
    id: `hotel_${hid}`,
    regionId: 1,
    name: `Hotel ${hid}`,
    searchName: `hotel ${hid}`,
    address: `${hid} Main Street`,
    partnerSearch: `hotel ${hid} ${hid} main street ${hid}`,
    starRating: 3,
    latitude: 59.3,
    longitude: 18.1,
    rating: 8.5,
    reviewCount: 1,
    images: [`/images/${hid}.jpg`],
    content: JSON.stringify({ hid, name: `Hotel ${hid}` }),
    reviews: JSON.stringify({ hid, reviews: [{ text: 'Fine' }] }),
    ...changes,
  });
  const write = async (rows: HotelRow[], linesRead: number, after?: Promise<unknown>) =>
    repository.writeBatch(
      importId,
      lease,
      { hotels: rows.map(repository.importedHotel), regions: [], removedHids: [], linesRead, keepReviews: false },
      after,
    );
  const stored = (hids: number[]) =>
    database.db.select().from(hotels).where(inArray(hotels.hid, hids)).orderBy(hotels.hid);

  it('stores text holding tabs, newlines, quotes, backslashes and control characters as it was', async () => {
    const odd = row(900_001, {
      name: 'Tab\there "quoted" \\N back\\slash \u0001 \u0002',
      address: '',
      searchName: '\\.',
      partnerSearch: '\\. \t\\N 900001',
      images: ['/a\u0001b.jpg', 'line\nbreak'],
      content: '{"name":"Line\\nbreak"}\r\n\u0002\u0001',
      reviews: '\\.',
      rating: null,
    });
    await write([odd], 1);
    expect(await stored([odd.hid])).toEqual([odd]);
  });

  it('writes over a hotel stored before, its words with it', async () => {
    await write([row(900_051, { name: 'Old Inn', searchName: 'old inn' })], 2);
    const renamed = row(900_051, {
      name: 'Harbour View',
      searchName: 'harbour view',
      partnerSearch: 'harbour view 900051 main street 900051',
      rating: null,
      reviews: '[]',
    });
    await write([renamed], 3);
    expect(await stored([renamed.hid])).toEqual([renamed]);
    const words = await database.db
      .select()
      .from(hotelWords)
      .where(inArray(hotelWords.hid, [renamed.hid]));
    expect(words.map((word) => word.word).sort()).toEqual(['harbour', 'view']);
  });

  it('refused mid-way, leaves none of its hotels, words or progress, and the next batch is written', async () => {
    const before = await hotelCount(database);
    const { running } = await repository.importStatus();
    const refused = [row(900_101), row(900_102, { name: null as unknown as string }), row(900_103)];
    await expect(write(refused, 10)).rejects.toThrow();
    expect(await hotelCount(database)).toBe(before);
    expect(await stored([900_101, 900_103])).toEqual([]);
    const words = await database.db
      .select()
      .from(hotelWords)
      .where(inArray(hotelWords.hid, [900_101, 900_103]));
    expect(words).toEqual([]);
    expect((await repository.importStatus()).running).toEqual(running);

    await write([row(900_101), row(900_103)], 10);
    expect((await stored([900_101, 900_103])).map((hotel) => hotel.hid)).toEqual([900_101, 900_103]);
    expect((await repository.importStatus()).running).toMatchObject({ linesRead: 10 });
  });

  it('holding a number column that is not a number, is refused and leaves none of its hotels', async () => {
    const before = await hotelCount(database);
    const { running } = await repository.importStatus();
    const notANumber = [row(900_301), row(900_302, { latitude: 'north' as unknown as number }), row(900_303)];
    await expect(write(notANumber, 30)).rejects.toThrow();
    expect(await hotelCount(database)).toBe(before);
    expect(await stored([900_301, 900_302, 900_303])).toEqual([]);
    expect((await repository.importStatus()).running).toEqual(running);
  });

  it('whose batch before it failed, leaves none of its hotels, words or progress', async () => {
    const { running } = await repository.importStatus();
    const failed = Promise.reject(new Error('killed'));
    // As the import does: the batch before is awaited later, by the one after it.
    failed.catch(() => undefined);
    await expect(write([row(900_201), row(900_202)], 20, failed)).rejects.toThrow('killed');
    expect(await stored([900_201, 900_202])).toEqual([]);
    expect(
      await database.db
        .select()
        .from(hotelWords)
        .where(inArray(hotelWords.hid, [900_201, 900_202])),
    ).toEqual([]);
    expect((await repository.importStatus()).running).toEqual(running);
  });

  it.skipIf(!onPostgres)('written beside the batch before it, commits its progress after that one', async () => {
    expect(repository.batchesAtOnce).toBe(2);
    let commitBefore = () => {};
    const before = new Promise<void>((resolve) => (commitBefore = resolve));
    const writing = write([row(900_301)], 30, before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await repository.importStatus()).running).not.toMatchObject({ linesRead: 30 });
    expect(await stored([900_301])).toEqual([]);
    commitBefore();
    await writing;
    expect((await repository.importStatus()).running).toMatchObject({ linesRead: 30 });
    expect((await stored([900_301])).map((hotel) => hotel.hid)).toEqual([900_301]);
  });
});

describe('health during an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ etgUrl: etg.url, catalogue: false });
  });
  afterAll(() => t.close());

  const health = async (query = '') => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/health${query}` });
    return { code: answer.statusCode, body: answer.json() };
  };

  // Two imports of the test catalogue, each reading its reviews in a worker: beside the rest of `npm test` on two
  // cores this takes several times what it takes alone.
  it('answers 503 before any hotel, then importing with its progress, then ok', { timeout: 120_000 }, async () => {
    expect(await health()).toMatchObject({ code: 503, body: { status: 'starting', hotels: 0 } });
    const partner = createEtgClient({ ...TEST_ETG_KEY, baseUrl: etg.url, maxRetries: 0 });
    const repository = createHotelsRepository(t.db);
    const stopAfterOne = { stopped: () => true };
    const started = await importCatalogue(partner, repository, { owner: 'other', clock: t.clock, ...stopAfterOne });
    expect(started.outcome).toBe('stopped');
    t.clock.advance(5000);
    expect(await health()).toMatchObject({
      code: 200,
      body: { status: 'importing', hotels: IMPORT_BATCH, import: { kind: 'full', hotels: IMPORT_BATCH } },
    });
    expect((await health('?ready=catalogue')).code).toBe(503);
    const stockholm = await t.app.inject({ method: 'POST', url: '/api/getListOfHotels', payload: { region_id: 2734 } });
    const [first] = stockholm.json();
    const page = await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${first}` });
    expect(page.statusCode).toBe(200);
    expect((await health('?ready=everything')).code).toBe(400);

    t.clock.advance(IMPORT_LEASE_MS + 1);
    expect(await t.app.services.hotels.importCatalogue()).toMatchObject({ outcome: 'done', hotelCount: HOTELS });
    expect(await health('?ready=catalogue')).toMatchObject({ code: 200, body: { status: 'ok', hotels: HOTELS } });
  });
});

describe('the daily changes', () => {
  let t: TestApp;
  let partnerEtg: Awaited<ReturnType<typeof startTestEtg>>;
  const partnerClock = fixedClock(TEST_START);
  beforeAll(async () => {
    partnerEtg = await startTestEtg({ hotelCount: 300, clock: partnerClock });
    t = await buildTestApp({ etgUrl: partnerEtg.url });
  });
  afterAll(async () => {
    await t.close();
    await partnerEtg.close();
  });

  const hotelPage = (hid: number) => t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` });

  it("applies the partner's incremental dump once a day: changed, added and removed hotels", async () => {
    await t.app.services.hotels.ensureCatalogue();
    const daily = await t.db.execute(sql`select count(*)::int as count from jobs where type = 'catalogue-daily'`);
    expect((daily as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    await t.runJobs();
    expect((await t.app.services.hotels.catalogueStatus()).hotels).toBe(300);

    partnerClock.advance(DAY_MS);
    t.clock.advance(DAY_MS);
    const partner = createEtgClient({ ...TEST_ETG_KEY, baseUrl: partnerEtg.url, maxRetries: 0 });
    const changes: (HotelContent & { deleted?: boolean })[] = [];
    for await (const line of partner.readDump<HotelContent>((await partner.incrementalDump({ language: 'en' })).url)) {
      changes.push(line);
    }
    const removed = changes.find((line) => line.deleted)!;
    const customer = await createSignedInCustomer(t.app);
    const wishlistUrl = `/api/getLikedHotelList/${customer.id}`;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/User/likeHotel?userId=${customer.id}&hotelId=${removed.hid}`,
      headers: customer.auth,
    });
    expect(liked.statusCode).toBe(200);
    await t.runJobs();
    const changed = changes.find((line) => !line.deleted && line.name.endsWith(' & Spa'))!;
    expect((await hotelPage(removed.hid)).statusCode).toBe(404);
    const wishlist = await t.app.inject({ method: 'GET', url: wishlistUrl, headers: customer.auth });
    expect(wishlist.json()).toEqual([removed.hid]);
    const cards = await t.app.inject({ method: 'POST', url: '/api/getListOfHotelsMinimal', payload: [removed.hid] });
    expect({ status: cards.statusCode, hotels: cards.json() }).toEqual({ status: 200, hotels: [] });
    expect((await hotelPage(changed.hid)).json()).toMatchObject({ name: changed.name });
    const searched = await t.app.services.hotels.findHotels([changed.hid], { q: 'spa', limit: 5 });
    expect(searched.hotels.map((hotel) => hotel.hid)).toEqual([changed.hid]);
    const added = changes.filter((line) => !line.deleted && !line.name.endsWith(' & Spa'));
    for (const hotel of added) expect((await hotelPage(hotel.hid)).statusCode).toBe(200);
    const removedCount = changes.filter((line) => line.deleted).length;
    expect((await t.app.services.hotels.catalogueStatus()).hotels).toBe(300 + added.length - removedCount);

    await t.runJobs();
    const incremental = await t.db.execute(
      sql`select count(*)::int as count from catalogue_imports where kind = 'incremental'`,
    );
    expect((incremental as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
  });
});
