import {
  BAND_PROMISES,
  BID_STEP_PERCENT,
  DAY_MS,
  bidChance,
  bidFloor,
  decideByRuleSet,
  keepsPromise,
  percentLevel,
  today,
  type ChanceBand,
  type PastDecision,
  type RuleSet,
} from '@bidstay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidBody,
  createBidder,
  createSignedInSupplier,
  findOffer,
  placeBid,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, dayFromStart, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { bids } from '../../db/schema.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let owner: SignedIn;
let bidder: SignedIn;
/** The lowest 2 % step at or above the offer's floor. */
let floorStep: number;

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({
    etgUrl: etg.url,
    env: { BROWSE_LIMIT_PER_MINUTE: '1000', CHANCE_LIMIT_PER_MINUTE: '1000' },
  });
  offer = await findOffer(t.app, 0, 'EUR', (found) => bidFloor(found.rate) <= percentLevel(found.listed, 92));
  owner = await createSignedInSupplier(t.app, [offer.hid]);
  bidder = await createBidder(t.app);
  floorStep = BID_STEP_PERCENT;
  while (at(floorStep) < bidFloor(offer.rate)) floorStep += BID_STEP_PERCENT;
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const at = (percent: number) => percentLevel(offer.listed, percent);
const chance = async (bid: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bidChance',
    headers: bidder.auth,
    payload: bidBody(bidder, offer, bid),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
async function setRule(lines: object[]) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${offer.hid}`,
    headers: owner.auth,
    payload: { lines, nightlyCap: null },
  });
  expect(saved.statusCode).toBe(200);
}

type Seed = {
  hotelId: number;
  band: ChanceBand | null;
  status: string;
  daysAgo?: number;
  counter?: number;
  reason?: string;
  listed?: number;
  bid?: number;
};

/** A bid placed in `band` and decided as the seed says, `daysAgo` days ago. */
async function seed(...seeds: Seed[]) {
  const now = t.clock.now().getTime();
  await t.db.insert(bids).values(
    seeds.map(({ hotelId, band, status, daysAgo = 1, counter, reason, listed = 100, bid = 80 }) => ({
      customerId: bidder.id,
      hotelId,
      amount: listed,
      bid,
      floor: listed / 2,
      currency: 'EUR',
      status,
      counterAmount: counter ?? null,
      reason: reason ?? null,
      snapshot: { check_in: dayFromStart(40), check_out: dayFromStart(42), match_hash: `seed-${Math.random()}` },
      chanceBand: band,
      decidedAt: status === 'pending' ? null : new Date(now - daysAgo * DAY_MS),
      decidedBy: status === 'pending' ? null : `rule:${hotelId}`,
      createdAt: new Date(now - (daysAgo + 1) * DAY_MS),
    })),
  );
}
const times = (count: number, each: Seed) => Array.from({ length: count }, () => each);

const line = (accept: number, rejectBelow: number | null, counter: number | null) => ({
  label: 'Every bid',
  when: {},
  autoAcceptPercent: accept,
  rejectBelowPercent: rejectBelow,
  counterPercent: counter,
});

/** Hotels of no catalogue: the marketplace's figures count every hotel's bids. */
const ELSEWHERE = 990_001;
const REPLAYED = [990_101, 990_102, 990_103];

describe("a chance band's measured hit rate", () => {
  it("counts the band's bids decided in 90 days across the marketplace, and at the hotel from 20", async () => {
    await setRule([line(floorStep + 4, null, null)]);
    const high = at(floorStep + 6);
    expect(await chance(high)).toMatchObject({
      band: 'high',
      measured: { accepted: 0, decided: 0, days: 90 },
      measuredAtHotel: null,
    });

    await seed(
      ...times(12, { hotelId: offer.hid, band: 'high', status: 'accepted' }),
      ...times(3, { hotelId: offer.hid, band: 'high', status: 'rejected', reason: 'hotel_declined' }),
      ...times(4, { hotelId: ELSEWHERE, band: 'high', status: 'completed' }),
      { hotelId: ELSEWHERE, band: 'high', status: 'counteroffer', counter: 90 },
      { hotelId: ELSEWHERE, band: 'high', status: 'completed', counter: 90 },
      { hotelId: ELSEWHERE, band: 'high', status: 'rejected', reason: 'not_paid_in_time' },
      { hotelId: ELSEWHERE, band: 'high', status: 'rejected', reason: 'no_answer_in_time' },
      // Neither decided by its hotel, nor still pending, nor older than 90 days, nor of another band, nor unbanded.
      { hotelId: ELSEWHERE, band: 'high', status: 'rejected', reason: 'another_hotel_accepted' },
      { hotelId: ELSEWHERE, band: 'high', status: 'pending' },
      { hotelId: offer.hid, band: 'high', status: 'accepted', daysAgo: 91 },
      { hotelId: offer.hid, band: 'fair', status: 'accepted' },
      { hotelId: offer.hid, band: null, status: 'accepted' },
    );
    expect(await chance(high)).toMatchObject({
      band: 'high',
      measured: { accepted: 17, decided: 23, days: 90 },
      measuredAtHotel: null,
    });

    await seed(...times(5, { hotelId: offer.hid, band: 'high', status: 'accepted' }));
    expect(await chance(high)).toMatchObject({
      measured: { accepted: 22, decided: 28, days: 90 },
      measuredAtHotel: { accepted: 17, decided: 20, days: 90 },
    });
  });

  it('stores the band of a bid as the chance answered it when the bid was placed', async () => {
    const amount = at(floorStep + 2);
    const { band } = await chance(amount);
    const placed = await placeBid(t.app, bidder, offer, amount);
    const [row] = await t.db.select({ band: bids.chanceBand }).from(bids).where(eq(bids.id, placed.id));
    expect(row?.band).toBe(band);
  });
});

/** A partner stand-in for a person: takes a bid left to them from a share of the listed price. */
type ReplayedHotel = { hotelId: number; listed: number; floor: number; ruleSet: RuleSet; personTakes: number };

/**
 * A hotel's bids replayed in the order they came: each placed in the band the chance gave it with the decisions before
 * it, then decided by the hotel's rule line or, left to a person, by the partner's stand-in.
 */
function replay(hotel: ReplayedHotel, percents: number[]): Seed[] {
  const history: PastDecision[] = [];
  const stay = { checkIn: dayFromStart(40), checkOut: dayFromStart(42), roomName: '', madeOn: today(t.clock.now()) };
  return percents.map((percent) => {
    const bid = percentLevel(hotel.listed, percent);
    const input = { listed: hotel.listed, floor: hotel.floor, stay, ruleSet: hotel.ruleSet, history, soldOut: false };
    const { band } = bidChance(bid, input);
    const ruled = decideByRuleSet({ bid, listed: hotel.listed, floor: hotel.floor }, stay, hotel.ruleSet);
    const action =
      ruled.action !== 'manual' ? ruled.action : bid >= hotel.listed * hotel.personTakes ? 'accept' : 'reject';
    history.push({
      checkIn: stay.checkIn,
      madeOn: stay.madeOn,
      share: bid / hotel.listed,
      accepted: action === 'accept',
    });
    const status = { accept: 'accepted', reject: 'rejected', counter: 'counteroffer' }[action];
    const counter = ruled.action === 'counter' ? ruled.amount : undefined;
    return { hotelId: hotel.hotelId, band, status, counter, listed: hotel.listed, bid };
  });
}

/** Every 2 % step from 40 % to 98 % of the listed price, in a scattered order, `rounds` times. */
const scattered = (rounds: number) =>
  Array.from({ length: rounds * 30 }, (_, index) => 40 + ((index * 7) % 30) * BID_STEP_PERCENT);

describe('the chance bands', () => {
  it('keep their promise on a seeded history: high 80 % and more accepted, fair 40–80 %, low under 40 %', async () => {
    const hotels: ReplayedHotel[] = [
      {
        hotelId: REPLAYED[0]!,
        listed: 400,
        floor: 240,
        ruleSet: { lines: [line(90, 70, null)], nightlyCap: null },
        personTakes: 0.8,
      },
      { hotelId: REPLAYED[1]!, listed: 200, floor: 130, ruleSet: { lines: [], nightlyCap: null }, personTakes: 0.84 },
      {
        hotelId: REPLAYED[2]!,
        listed: 300,
        floor: 180,
        ruleSet: { lines: [line(94, 66, 88)], nightlyCap: null },
        personTakes: 0.9,
      },
    ];
    await t.db.execute(sql`delete from ${bids}`);
    await seed(...hotels.flatMap((hotel) => replay(hotel, scattered(3))));

    // With no decisions of its own, the hotel's bids below its line are fair in the upper half above its floor.
    await setRule([line(98, null, null)]);
    const steps = { high: 98, fair: 96, low: floorStep };
    for (const band of Object.keys(BAND_PROMISES) as (keyof typeof BAND_PROMISES)[]) {
      const answer = await chance(at(steps[band]));
      expect(answer.band).toBe(band);
      const { accepted, decided } = answer.measured;
      expect(decided, band).toBeGreaterThan(0);
      expect(keepsPromise(band, answer.measured), `${band}: ${accepted} of ${decided}`).toBe(true);
    }
  });
});
