import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, TEST_ETG_KEY, TEST_START, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { hotels } from '../../db/schema.ts';
import type { HotelContent } from '../../partner/etg-types.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createEtgClient } from '../../partner/etg-client.ts';
import { importCatalogue } from './catalogue-import.ts';
import { createHotelsRepository, IMPORT_BATCH, IMPORT_LEASE_MS, type HotelsRepository } from './hotels.repository.ts';

const HOTELS = 2500;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: HOTELS });
});
afterAll(() => etg.close());

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

  it('resumes after a kill mid-batch where it stopped, with no hotel twice and none missing', async () => {
    const partner = createEtgClient({ ...TEST_ETG_KEY, baseUrl: etg.url, maxRetries: 0 });
    const repository = createHotelsRepository(database.db);
    const clock = fixedClock('2026-11-22T10:00:00Z');
    const first = dyingAt(repository, 2);
    await expect(importCatalogue(partner, first.repository, { owner: 'first', clock })).rejects.toThrow(
      'killed mid-batch',
    );
    const { running } = await repository.importStatus();
    expect(running).toMatchObject({ hotelCount: IMPORT_BATCH, linesRead: IMPORT_BATCH, leaseOwner: 'first' });
    expect(await repository.hotelCount()).toBe(IMPORT_BATCH);

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

  it('answers 503 before any hotel, then importing with its progress, then ok', async () => {
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
