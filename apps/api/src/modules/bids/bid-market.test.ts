import { DAY_MS, addDays } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidder, createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { buildTestApp, dayFromStart, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { bids } from '../../db/schema.ts';
import { rows } from '../../db/migrate.ts';

type Hotel = { hid: number; stars: number; regionId: number };
type Seed = {
  hotel: Hotel;
  percent: number;
  status: string;
  daysAgo?: number;
  counter?: number;
  stay?: [string, string];
};

const LISTED = 400;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let bidder: SignedIn;
/** A region with hotels of two whole star ratings, two hotels of the first: the one the winning bids are read in. */
let city: { regionId: number; many: Hotel[]; other: Hotel };

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  bidder = await createBidder(t.app);
  city = await cityWithTwoStarRatings();
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

async function cityWithTwoStarRatings() {
  const hotels = rows<Hotel>(
    await t.db.execute(sql`select hid, floor(star_rating)::int as stars, region_id as "regionId" from hotels`),
  );
  for (const regionId of new Set(hotels.map((hotel) => hotel.regionId))) {
    const inRegion = hotels.filter((hotel) => hotel.regionId === regionId);
    for (const stars of new Set(inRegion.map((hotel) => hotel.stars))) {
      const many = inRegion.filter((hotel) => hotel.stars === stars);
      const other = inRegion.find((hotel) => hotel.stars !== stars);
      if (many.length >= 2 && other) return { regionId, many, other };
    }
  }
  throw new Error('no region with hotels of two star ratings');
}

/** A decided (or pending) bid written as the decision left it, at a share of the listed price. */
async function seed({
  hotel,
  percent,
  status,
  daysAgo = 1,
  counter,
  stay = [dayFromStart(40), dayFromStart(42)],
}: Seed) {
  const decidedAt = status === 'pending' ? null : new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
  await t.db.insert(bids).values({
    customerId: bidder.id,
    hotelId: hotel.hid,
    amount: LISTED,
    bid: (LISTED * percent) / 100,
    floor: LISTED * 0.5,
    currency: 'EUR',
    status,
    counterAmount: counter ?? null,
    snapshot: { check_in: stay[0], check_out: stay[1], match_hash: `seed-${Math.random()}` },
    decidedAt,
    decidedBy: decidedAt && 'rule',
  });
}

describe('recent winning bids of a city', () => {
  it('range each star rating by its accepted bids of the last 30 days, leaving out a cell under five', async () => {
    const [first, second] = city.many;
    for (const [index, percent] of [81, 83, 84, 85, 86, 88].entries())
      await seed({ hotel: index % 2 ? first! : second!, percent, status: index < 3 ? 'accepted' : 'completed' });
    await seed({ hotel: first!, percent: 50, status: 'accepted', daysAgo: 31 });
    await seed({ hotel: first!, percent: 60, status: 'rejected' });
    await seed({ hotel: first!, percent: 70, status: 'completed', counter: 380 });
    for (const percent of [90, 91, 92, 93]) await seed({ hotel: city.other, percent, status: 'accepted' });

    const answer = await t.app.inject({ method: 'GET', url: `/api/winningBids?region_id=${city.regionId}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      region_id: city.regionId,
      days: 30,
      cells: [{ stars: city.many[0]!.stars, accepted: 6, percentLow: 81, percentHigh: 88 }],
    });
  });

  it('answers no cell for a city without bids, and refuses a region that is not a number', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/winningBids?region_id=999999999' });
    expect(empty.json()).toEqual({ region_id: 999999999, days: 30, cells: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/winningBids?region_id=paris' })).statusCode).toBe(400);
  });
});

describe("a hotel's demand calendar", () => {
  it('counts its bids night by night, with the median accepted and best declined share and the cap used', async () => {
    const hotel = city.many[1]!;
    const owner = await createSignedInSupplier(t.app, [hotel.hid]);
    const from = dayFromStart(60);
    const night = (days: number) => addDays(from, days);
    await seed({ hotel, percent: 90, status: 'accepted', stay: [night(0), night(2)] });
    await seed({ hotel, percent: 80, status: 'completed', stay: [night(1), night(2)] });
    await seed({ hotel, percent: 70, status: 'rejected', stay: [night(1), night(3)] });
    await seed({ hotel, percent: 65, status: 'pending', stay: [night(1), night(2)] });

    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/supplier/calendar?hotelId=${hotel.hid}&from=${from}&to=${night(2)}`,
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(200);
    const nights = answer.json().nights;
    expect(nights.map((n: { date: string }) => n.date)).toEqual([night(0), night(1), night(2)]);
    expect(nights[1]).toEqual({
      date: night(1),
      placed: 4,
      accepted: 2,
      countered: 0,
      declined: 1,
      pending: 1,
      medianAcceptedPercent: 80,
      bestDeclinedPercent: 70,
      capUsed: 2,
    });
    expect(nights[2]).toMatchObject({ placed: 1, declined: 1, capUsed: 0 });
  });

  it("refuses another partner's hotel and more than 120 nights", async () => {
    const owner = await createSignedInSupplier(t.app, [city.other.hid]);
    const from = dayFromStart(1);
    const ask = (hotelId: number, to: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/supplier/calendar?hotelId=${hotelId}&from=${from}&to=${to}`,
        headers: owner.auth,
      });
    expect((await ask(city.many[0]!.hid, addDays(from, 10))).statusCode).toBe(403);
    const tooLong = await ask(city.other.hid, addDays(from, 120));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Ask for at most 120 nights.');
    expect((await ask(city.other.hid, addDays(from, 119))).statusCode).toBe(200);
  });
});
