import {
  BID_DECISION_BUSINESS_DAYS,
  BID_END_REASON_TEXT,
  addBusinessDays,
  bidFloor,
  percentLevel,
  roundMoney,
  HOUR_MS,
} from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBidder, createSignedInSupplier, findOffer, placeBid, type Offer } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { rows } from '../../db/migrate.ts';
import { BID_EXPIRY_JOB } from '../bids/bids.service.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
/**
 * The rule engine's tests bid down to 94 % of the listed price as a rule judges it (the step below 96 %), which a
 * floor above that would reject whatever the rule says.
 */
const floorUnderTheRulesBids = (candidate: Offer) => bidFloor(candidate.rate) < candidate.listed * 0.9;
let otherOffer: Offer;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app, 0, 'EUR', floorUnderTheRulesBids);
  otherOffer = await findOffer(t.app, 1);
  owner = await createSignedInSupplier(t.app, [offer.hid]);
  stranger = await createSignedInSupplier(t.app, [otherOffer.hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const asSupplier = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
type Levels = { autoAcceptPercent: number | null; rejectBelowPercent: number | null; counterPercent: number | null };
const setRules = (ruleSet: object, hid = offer.hid) => asSupplier(owner, 'PUT', `/api/supplier/rules/${hid}`, ruleSet);
/** One line for every bid, as a hotel's single rule was before rule lines. */
const setRule = (levels: Levels) =>
  setRules({ lines: [{ label: 'Every bid', when: {}, ...levels }], nightlyCap: null });
const statusAfterRules = async (amount: number) => {
  const bid = await placeBid(t.app, await createBidder(t.app), offer, amount);
  await t.runJobs();
  return (await asSupplier(owner, 'GET', '/api/supplier/bids?pageSize=100'))
    .json()
    .bids.find((found: { id: string }) => found.id === bid.id);
};
/** When each expiry job queued for the bid is due. */
const expiriesOf = async (bidId: string) =>
  rows<{ runAt: string }>(
    await t.db.execute(
      sql`select run_at as "runAt" from jobs where type = ${BID_EXPIRY_JOB.name} and payload->>'bidId' = ${bidId}`,
    ),
  ).map(({ runAt }) => new Date(runAt).toISOString());

describe('supplier console', () => {
  it('lists only the bids of its own hotels, pending oldest first, with listed price and floor', async () => {
    const first = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.5));
    t.clock.advance(1000);
    const second = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.55));
    await placeBid(t.app, await createBidder(t.app), otherOffer, roundMoney(otherOffer.listed * 0.5));
    const pending = (await asSupplier(owner, 'GET', '/api/supplier/bids?status=pending')).json().bids;
    expect(pending.map((bid: { hotel_id: number }) => bid.hotel_id)).toEqual(pending.map(() => offer.hid));
    const ids = pending.map((bid: { id: string }) => bid.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending[0]).toMatchObject({ listed_price: offer.listed, floor: expect.any(Number) });
    expect(pending[0]).not.toHaveProperty('customer_id');
  });

  it("cannot see or decide another hotel's bid, nor read its rules", async () => {
    const bid = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.5));
    expect((await asSupplier(stranger, 'POST', `/api/supplier/bids/${bid.id}/accept`)).statusCode).toBe(404);
    expect((await asSupplier(stranger, 'GET', `/api/supplier/rules/${offer.hid}`)).statusCode).toBe(403);
    expect(
      (await asSupplier(stranger, 'GET', '/api/supplier/bids?pageSize=100'))
        .json()
        .bids.map((b: { id: string }) => b.id),
    ).not.toContain(bid.id);
  });

  it('refuses a counter outside the bid–listed range and an acceptance below the floor', async () => {
    const bid = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.5));
    const counter = (amount: number) => asSupplier(owner, 'POST', `/api/supplier/bids/${bid.id}/counter`, { amount });
    expect((await counter(roundMoney(offer.listed * 0.4))).statusCode).toBe(400);
    expect((await counter(roundMoney(offer.listed + 1))).statusCode).toBe(400);
    const lowest = (await asSupplier(owner, 'GET', '/api/supplier/bids?pageSize=100'))
      .json()
      .bids.find((b: { id: string }) => b.id === bid.id);
    if (bid.bid < lowest.floor) {
      expect((await asSupplier(owner, 'POST', `/api/supplier/bids/${bid.id}/accept`)).statusCode).toBe(409);
    }
    expect((await asSupplier(owner, 'POST', `/api/supplier/bids/${bid.id}/reject`)).json()).toMatchObject({
      status: 'rejected',
      decided_by: `supplier:${owner.id}`,
    });
  });
});

describe('a rejection by hand', () => {
  it('carries the reason the customer reads in My Bids and in the mail, and refuses one it does not know', async () => {
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, roundMoney(offer.listed * 0.99));
    const reject = (payload?: object) => asSupplier(owner, 'POST', `/api/supplier/bids/${bid.id}/reject`, payload);
    expect((await reject({ reason: 'sunny' })).statusCode).toBe(400);
    expect((await reject({ reason: 'no_rooms' })).json()).toMatchObject({ status: 'rejected', reason: 'no_rooms' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/newCustomerBids?customerId=${who.id}`,
      headers: who.auth,
    });
    expect(mine.json()).toMatchObject([{ id: bid.id, status: 'rejected', reason: 'no_rooms' }]);
    await t.runJobs();
    const answer = t.mailbox.list(who.email).find((mail) => mail.subject.includes('has answered your'));
    expect(answer?.text).toContain(BID_END_REASON_TEXT.no_rooms);
  });
});

describe('hotel search', () => {
  const hotelsFound = async (who: SignedIn, query: string) =>
    (await asSupplier(who, 'GET', `/api/supplier/hotels?${query}`)).json();

  it("finds any of a partner's hotels by name, however many it has, a limited page at a time", async () => {
    const partner = await createSignedInSupplier(t.app, 'all');
    const { hotels } = t.app.services;
    const last = (await hotels.minimalHotels((await hotelIdsByRegion(hotels)).flat())).at(-1)!;
    const found = await hotelsFound(partner, `q=${encodeURIComponent(last.name.toUpperCase())}&limit=5`);
    expect(found.hotels.map((hotel: { hid: number }) => hotel.hid)).toContain(last.hid);
    expect(found.hotels.length).toBeLessThanOrEqual(5);
    expect(found.total).toBeGreaterThanOrEqual(found.hotels.length);
    const firstPage = await hotelsFound(partner, 'limit=5');
    expect(firstPage).toMatchObject({ total: (await hotels.catalogueStatus()).hotels });
    expect(firstPage.hotels).toHaveLength(5);
  });

  it.each([
    ['with a pending bid', () => offer.hid],
    ['without bids', async () => (await hotelIdsByRegion(t.app.services.hotels)).flat().at(-1)!],
  ])('finds a hotel %s by its city and by its id', async (_, hidOf) => {
    const hid = await hidOf();
    const partner = await createSignedInSupplier(t.app, 'all');
    const [hotel] = await t.app.services.hotels.minimalHotels([hid]);
    const city = hotel!.address.split(', ').at(-1)!;
    const byCity = await hotelsFound(partner, `q=${encodeURIComponent(`${hotel!.name} ${city}`)}`);
    expect(byCity.hotels.map((found: { hid: number }) => found.hid)).toContain(hid);
    const byId = await hotelsFound(partner, `q=${hid}`);
    expect(byId.hotels.map((found: { hid: number }) => found.hid)).toEqual([hid]);
  });

  it("finds a hotel alike among a partner's own hotels and among all, by the start of any folded word", async () => {
    const { hotels } = t.app.services;
    const inVaxjo = (await hotels.minimalHotels((await hotelIdsByRegion(hotels)).flat())).filter((hotel) =>
      hotel.address.endsWith(', Växjö'),
    );
    const { hid, address } = inVaxjo.at(-1)!;
    const street = address.split(' ')[0]!.toLowerCase();
    const partners = [await createSignedInSupplier(t.app, [hid]), await createSignedInSupplier(t.app, 'all')];
    for (const partner of partners) {
      const finds = async (q: string) =>
        (await hotelsFound(partner, `q=${encodeURIComponent(q)}`)).hotels.some(
          (found: { hid: number }) => found.hid === hid,
        );
      expect(await finds(`${street.slice(0, 4)} vaxj`)).toBe(true);
      expect(await finds(`VÄXJÖ ${hid}`)).toBe(true);
      expect(await finds('axjo')).toBe(false);
    }
  });

  it('lists the hotels with pending bids first', async () => {
    const partner = await createSignedInSupplier(t.app, 'all');
    const farOffer = await findOffer(t.app, 20);
    await placeBid(t.app, await createBidder(t.app), farOffer, roundMoney(farOffer.listed * 0.5));
    const found = await hotelsFound(partner, 'limit=3');
    expect(found.hotels.map((hotel: { hid: number }) => hotel.hid)).toContain(farOffer.hid);
  });

  it("never finds another partner's hotel", async () => {
    const name = (await t.app.services.hotels.minimalHotels([otherOffer.hid]))[0]!.name;
    const found = await hotelsFound(owner, `q=${encodeURIComponent(name)}`);
    expect(found.hotels.map((hotel: { hid: number }) => hotel.hid)).not.toContain(otherOffer.hid);
  });

  it('refuses a limit out of range', async () => {
    expect((await asSupplier(owner, 'GET', '/api/supplier/hotels?limit=0')).statusCode).toBe(400);
    expect((await asSupplier(owner, 'GET', '/api/supplier/hotels?limit=1000')).statusCode).toBe(400);
  });
});

describe("bid lists at a partner's size", () => {
  it('come in pages with their total, by status, hotel and check-in days', async () => {
    const partner = await createSignedInSupplier(t.app, [offer.hid, otherOffer.hid]);
    const list = async (query: string) =>
      (await asSupplier(partner, 'GET', `/api/supplier/bids?${query}`)).json() as {
        bids: { id: string; hotel_id: number; booking: { check_in: string } }[];
        total: number;
      };
    for (let index = 0; index < 3; index++)
      await placeBid(t.app, await createBidder(t.app), otherOffer, roundMoney(otherOffer.listed * 0.4));
    const all = await list(`status=pending&hotelId=${otherOffer.hid}&pageSize=2`);
    expect(all.bids).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.bids.every((bid) => bid.hotel_id === otherOffer.hid)).toBe(true);
    const second = await list(`status=pending&hotelId=${otherOffer.hid}&pageSize=2&page=2`);
    expect(second.bids.map((bid) => bid.id)).not.toContain(all.bids[0]!.id);
    const checkIn = all.bids[0]!.booking.check_in;
    // Pending ones only: the hotel's list also holds its decided bids (one below the floor is rejected at once).
    const inDays = `hotelId=${otherOffer.hid}&stayFrom=${checkIn}&stayTo=${checkIn}`;
    expect((await list(`status=pending&${inDays}`)).total).toBe(all.total);
    expect((await list(inDays)).total).toBe((await list(`hotelId=${otherOffer.hid}`)).total);
    expect((await list(`hotelId=${otherOffer.hid}&stayFrom=2099-01-01`)).total).toBe(0);
    expect((await list('status=decided')).bids.every((bid) => 'status' in bid && bid.status !== 'pending')).toBe(true);
    const response = await asSupplier(partner, 'GET', '/api/supplier/bids?stayFrom=2027-03-02&stayTo=2027-03-01');
    expect(response.json().fields).toHaveProperty('stayTo');
  });

  it("never lists another partner's hotel, even when asked by its id", async () => {
    const stray = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.5));
    const asked = (await asSupplier(stranger, 'GET', `/api/supplier/bids?hotelId=${offer.hid}`)).json();
    expect(asked).toEqual({ bids: [], total: 0 });
    expect(stray.id).toEqual(expect.any(String));
  });
});

describe('rule engine', () => {
  it('validates rules and keeps them per hotel, each save a new version', async () => {
    expect((await setRule({ autoAcceptPercent: 80, rejectBelowPercent: 90, counterPercent: null })).statusCode).toBe(
      400,
    );
    expect((await setRule({ autoAcceptPercent: 101, rejectBelowPercent: null, counterPercent: null })).statusCode).toBe(
      400,
    );
    const before = (await asSupplier(owner, 'GET', `/api/supplier/rules/${offer.hid}`)).json().version;
    const saved = await setRule({ autoAcceptPercent: 95, rejectBelowPercent: 80, counterPercent: 92 });
    expect(saved.json()).toMatchObject({
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent: 95, rejectBelowPercent: 80, counterPercent: 92 }],
      nightlyCap: null,
      version: before + 1,
    });
    expect((await asSupplier(owner, 'GET', `/api/supplier/rules/${offer.hid}`)).json()).toEqual(saved.json());
  });

  it('accepts at the threshold, counters just below it, rejects below the floor, and says which rule decided', async () => {
    await setRule({ autoAcceptPercent: 96, rejectBelowPercent: 80, counterPercent: 98 });
    const atThreshold = await statusAfterRules(roundMoney(Math.ceil(offer.listed * 96) / 100));
    expect(atThreshold).toMatchObject({ status: 'accepted', decided_by: `rule:${offer.hid}` });
    const justBelow = await statusAfterRules(roundMoney(Math.ceil(offer.listed * 96) / 100 - 0.01));
    expect(justBelow).toMatchObject({
      status: 'counteroffer',
      counter_offer: { amount_to_pay: percentLevel(offer.listed, 98) },
    });
    const belowFloor = await statusAfterRules(roundMoney(offer.listed * 0.5));
    expect(belowFloor).toMatchObject({
      status: 'rejected',
      decided_by: `rule:${offer.hid}`,
      reason: 'below_hotel_price',
    });
  });

  it('judges a bid by its 2 % step: a level inside a step holds from the step above it', async () => {
    await setRule({ autoAcceptPercent: 95, rejectBelowPercent: 80, counterPercent: 98 });
    const insideStep = await statusAfterRules(roundMoney(Math.ceil(offer.listed * 95.5) / 100));
    expect(insideStep).toMatchObject({ status: 'counteroffer' });
    const stepAbove = await statusAfterRules(roundMoney(Math.ceil(offer.listed * 96) / 100));
    expect(stepAbove).toMatchObject({ status: 'accepted' });
  });

  it('decides a bid by its rule while the mail server hangs', async () => {
    await setRule({ autoAcceptPercent: 90, rejectBelowPercent: null, counterPercent: null });
    const release = t.mailbox.hold();
    try {
      const bid = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.95));
      const jobs = t.runJobs();
      await vi.waitFor(
        async () => {
          const bids = (await asSupplier(owner, 'GET', '/api/supplier/bids?pageSize=100')).json().bids;
          expect(bids.find((found: { id: string }) => found.id === bid.id)).toMatchObject({ status: 'accepted' });
        },
        { timeout: 5_000, interval: 100 },
      );
      release();
      await jobs;
    } finally {
      release();
    }
  });

  it('leaves bids to a person when every rule is empty, to expire 5 business days after they were made', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null });
    const bid = await statusAfterRules(roundMoney(offer.listed * 0.99));
    expect(bid).toMatchObject({ status: 'pending', decided_by: null });
    await t.app.services.bids.applyRules(bid.id);
    const deadline = addBusinessDays(new Date(bid.created), BID_DECISION_BUSINESS_DAYS).toISOString();
    expect(await expiriesOf(bid.id)).toEqual([deadline]);
  });

  it('leaves a bid to a person, to expire all the same, when its rule could not be run', async () => {
    await setRule({ autoAcceptPercent: 90, rejectBelowPercent: null, counterPercent: null });
    await t.db.execute(sql`create function refuse_bid_change() returns trigger language plpgsql as $$
      begin raise exception 'bids are read-only'; end $$`);
    await t.db.execute(
      sql`create trigger bids_read_only before update on bids for each row execute function refuse_bid_change()`,
    );
    try {
      const bid = await placeBid(t.app, await createBidder(t.app), offer, roundMoney(offer.listed * 0.95));
      await t.db.execute(sql`update jobs set max_attempts = 1 where payload->>'bidId' = ${bid.id}`);
      await t.runJobs();
      const stored = (await asSupplier(owner, 'GET', '/api/supplier/bids?pageSize=100')).json().bids;
      expect(stored.find((found: { id: string }) => found.id === bid.id)).toMatchObject({ status: 'pending' });
      const deadline = addBusinessDays(new Date(bid.created), BID_DECISION_BUSINESS_DAYS).toISOString();
      expect(await expiriesOf(bid.id)).toEqual([deadline]);
    } finally {
      await t.db.execute(sql`drop trigger bids_read_only on bids`);
      await t.db.execute(sql`drop function refuse_bid_change`);
    }
  });

  it('gives a bid its rule accepted no answer to wait for, only its payment, due 48 hours on', async () => {
    await setRule({ autoAcceptPercent: 90, rejectBelowPercent: null, counterPercent: null });
    const bid = await statusAfterRules(roundMoney(offer.listed * 0.95));
    expect(bid).toMatchObject({ status: 'accepted' });
    expect(await expiriesOf(bid.id)).toEqual([new Date(t.clock.now().getTime() + 48 * HOUR_MS).toISOString()]);
  });
});
