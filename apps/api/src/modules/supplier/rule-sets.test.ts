import { bidFloor, DAY_MS, isoWeekday, messages, roundMoney } from '@bidstay/contract';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAY,
  atFloorStep,
  createBidder,
  createSignedInSupplier,
  findOffer,
  placeBid,
  signInAgain,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { rows } from '../../db/migrate.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let cappedOffer: Offer;
let owner: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app, 0);
  cappedOffer = await findOffer(t.app, 1);
  owner = await createSignedInSupplier(t.app, [offer.hid, cappedOffer.hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.auth, ...(payload && { payload }) });
const setRules = (ruleSet: object, hid = offer.hid) => asOwner('PUT', `/api/supplier/rules/${hid}`, ruleSet);
const levels = { autoAcceptPercent: 90, counterPercent: null, rejectBelowPercent: null };
const line = (label: string, when: object, overrides: object = {}) => ({ label, when, ...levels, ...overrides });
const supplierBid = async (id: string) =>
  (await asOwner('GET', '/api/supplier/bids?pageSize=100'))
    .json()
    .bids.find((found: { id: string }) => found.id === id);
const highBid = (of: Offer) => roundMoney(of.listed * 0.99);

describe('rule lines', () => {
  it('answer each bad input with a 400 and a message on its field, and change nothing', async () => {
    const before = (await asOwner('GET', `/api/supplier/rules/${offer.hid}`)).json();
    const cases: [object, string, string][] = [
      [line('x', {}, { autoAcceptPercent: 101 }), 'lines.0.autoAcceptPercent', 'Use a percentage from 0 to 100.'],
      [
        line('x', {}, { autoAcceptPercent: 80, rejectBelowPercent: 90 }),
        'lines.0.rejectBelowPercent',
        'Reject below must not be above the auto-accept level.',
      ],
      [
        line('x', {}, { rejectBelowPercent: 80, counterPercent: 70 }),
        'lines.0.counterPercent',
        'The counter level must not be below the reject level.',
      ],
      [
        line('x', { checkinFrom: '2027-03-01', checkinTo: '2027-02-01' }),
        'lines.0.when.checkinTo',
        'The last check-in day must not be before the first.',
      ],
      [line('x', { weekdays: [0] }), 'lines.0.when.weekdays.0', 'Use weekdays 1 (Monday) to 7 (Sunday).'],
      [line('x'.repeat(61), {}), 'lines.0.label', 'Use at most 60 characters.'],
    ];
    for (const [bad, field, message] of cases) {
      const response = await setRules({ lines: [bad], nightlyCap: null });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ [field]: message });
    }
    const tooMany = await setRules({ lines: Array.from({ length: 21 }, () => line('x', {})), nightlyCap: null });
    expect(tooMany.json().fields).toMatchObject({ lines: 'Use at most 20 lines.' });
    expect((await asOwner('GET', `/api/supplier/rules/${offer.hid}`)).json()).toEqual(before);
  });

  it('are decided by the first line that holds, which the decision records with its version', async () => {
    const weekday = isoWeekday(STAY.check_in);
    const saved = await setRules({
      lines: [
        line('Suites only', { roomContains: 'no room is named so' }),
        line('Our check-in day', { weekdays: [weekday], minNights: 3 }),
        line('Every bid', {}, { autoAcceptPercent: null, rejectBelowPercent: 100 }),
      ],
      nightlyCap: null,
    });
    const bidder = await createBidder(t.app);
    const bid = await placeBid(t.app, bidder, offer, highBid(offer));
    await t.runJobs();
    expect(await supplierBid(bid.id)).toMatchObject({
      status: 'accepted',
      decided_by: `rule:${offer.hid}`,
      rule: { label: 'Our check-in day', version: saved.json().version },
      decidedBy: {
        by: 'rule',
        line: {
          number: 2,
          label: 'Our check-in day',
          version: saved.json().version,
          autoAcceptPercent: 90,
          rejectBelowPercent: null,
          counterPercent: null,
        },
      },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/newCustomerBids?customerId=${bidder.id}`,
      headers: bidder.auth,
    });
    const seen = mine.json().find((found: { id: string }) => found.id === bid.id);
    expect(seen.decider).toEqual({ by: 'rule', line: 2 });
    expect(JSON.stringify(seen)).not.toContain('Our check-in day');
  });

  it('name the person as what decided a bid a person answered', async () => {
    await setRules({ lines: [], nightlyCap: null });
    const bid = await placeBid(t.app, await createBidder(t.app), offer, highBid(offer));
    await t.runJobs();
    expect((await asOwner('POST', `/api/supplier/bids/${bid.id}/reject`)).statusCode).toBe(200);
    expect(await supplierBid(bid.id)).toMatchObject({ decidedBy: { by: 'person', line: null } });
  });

  it('leave a bid no line holds for to a person', async () => {
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== isoWeekday(STAY.check_in));
    await setRules({ lines: [line('Other days', { weekdays: otherDays })], nightlyCap: null });
    const bid = await placeBid(t.app, await createBidder(t.app), offer, highBid(offer));
    await t.runJobs();
    expect(await supplierBid(bid.id)).toMatchObject({ status: 'pending', rule: null });
  });

  it('keep every change, newest first, with who made it', async () => {
    await setRules({ lines: [line('First', {})], nightlyCap: 5 });
    await setRules({ lines: [line('Second', {})], nightlyCap: null });
    const history = (await asOwner('GET', `/api/supplier/rules/${offer.hid}/history`)).json();
    expect(history[0]).toMatchObject({ lines: [{ label: 'Second' }], nightlyCap: null, changedBy: 'Test Hotels' });
    expect(history[1]).toMatchObject({ lines: [{ label: 'First' }], nightlyCap: 5 });
    expect(history[0].version).toBe(history[1].version + 1);
  });
});

describe('the nightly cap', () => {
  it('lets 50 people accepting at once accept no more bids for a night than the cap', async () => {
    await setRules({ lines: [], nightlyCap: 3 }, cappedOffer.hid);
    // One pending bid per customer and rate: 50 bids are 50 customers.
    const bidders = await Promise.all(Array.from({ length: 50 }, () => createBidder(t.app)));
    const bids = [];
    for (const bidder of bidders) bids.push(await placeBid(t.app, bidder, cappedOffer, highBid(cappedOffer)));
    await t.runJobs();
    const answers = await Promise.all(
      bids.map((bid: { id: string }) => asOwner('POST', `/api/supplier/bids/${bid.id}/accept`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(messages.bids.soldOutAtBidPrices);
  }, 120_000);

  it('makes a rule reject a bid over the cap with its reason', async () => {
    await setRules({ lines: [line('Every bid', {})], nightlyCap: 3 }, cappedOffer.hid);
    const bid = await placeBid(t.app, await createBidder(t.app), cappedOffer, highBid(cappedOffer));
    await t.runJobs();
    expect(await supplierBid(bid.id)).toMatchObject({
      status: 'rejected',
      reason: 'sold_out_at_bid_prices',
      decidedBy: { by: 'cap', line: { number: 1, label: 'Every bid' } },
    });
  });
});

describe('the simulator', () => {
  it("replays the hotel's own bids against proposed rules and writes nothing", async () => {
    const quiet = await findOffer(t.app, 2);
    const partner = await createSignedInSupplier(t.app, [quiet.hid]);
    const simulate = (who: SignedIn, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/supplier/rules/${quiet.hid}/simulate`,
        headers: who.auth,
        payload: body,
      });
    const high = await placeBid(t.app, await createBidder(t.app), quiet, highBid(quiet));
    const low = await placeBid(t.app, await createBidder(t.app), quiet, roundMoney(quiet.listed * 0.3));
    await t.runJobs();
    await t.app.inject({ method: 'POST', url: `/api/supplier/bids/${low.id}/reject`, headers: partner.auth });
    const proposed = { lines: [line('Every bid', {}, { rejectBelowPercent: 50 })], nightlyCap: null, days: 30 };

    const response = await simulate(partner, proposed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bids: 2,
      outcomes: { accepted: 1, countered: 0, rejected: 1, manual: 0 },
      actual: { accepted: 0, revenue: 0 },
      simulated: { accepted: 1, revenue: high.bid },
      currency: 'EUR',
      changed: [
        {
          bidId: high.id,
          hotelName: high.booking.hotel_name,
          checkIn: STAY.check_in,
          checkOut: STAY.check_out,
          roomName: high.booking.room_name,
          bid: high.bid,
          listed: quiet.listed,
          currency: 'EUR',
          actual: 'manual',
          simulated: 'accepted',
          reason: 'accepted_by_line',
          line: 'Every bid',
          counterAmount: null,
        },
      ],
    });
    const pending = (await t.app.inject({ method: 'GET', url: '/api/supplier/bids', headers: partner.auth }))
      .json()
      .bids.find((bid: { id: string }) => bid.id === high.id);
    expect(pending.status).toBe('pending');
    const rules = await t.app.inject({ method: 'GET', url: `/api/supplier/rules/${quiet.hid}`, headers: partner.auth });
    expect(rules.json()).toMatchObject({ lines: [], version: 0 });
    expect((await simulate(owner, proposed)).statusCode).toBe(403);
    const floors = (path: string, who: SignedIn) => t.app.inject({ method: 'GET', url: path, headers: who.auth });
    const floorShare = Math.ceil(Number(((bidFloor(quiet.rate) / quiet.listed) * 1000).toFixed(6))) / 10;
    expect((await floors(`/api/supplier/rules/${quiet.hid}/floors`, partner)).json()).toEqual([
      {
        roomName: high.booking.room_name,
        from: STAY.check_in,
        to: STAY.check_in,
        lowestPercent: floorShare,
        highestPercent: floorShare,
        bids: 2,
      },
    ]);
    expect((await floors(`/api/supplier/rules/${quiet.hid}/floors`, owner)).statusCode).toBe(403);
    expect((await simulate(partner, { ...proposed, days: 0 })).json().fields).toHaveProperty('days');
  });
});

describe('the migration to rule lines', () => {
  it("turns a hotel's single rule into one line without conditions, so it decides as before", async () => {
    const migration = readFileSync(new URL('../../db/migrations/0008_rule_sets.sql', import.meta.url), 'utf8');
    const moves = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('INSERT INTO'));
    await t.db.execute(sql`create temporary table supplier_rules (hotel_id integer primary key,
      auto_accept_percent numeric(5, 2), floor_percent numeric(5, 2), counter_percent numeric(5, 2),
      updated_by uuid, updated_at timestamptz not null default now())`);
    await t.db.execute(sql`insert into supplier_rules (hotel_id, auto_accept_percent, floor_percent, counter_percent)
      values (990001, 95, 80, 92), (990002, null, null, null)`);
    try {
      for (const statement of moves) await t.db.execute(sql.raw(statement));
    } finally {
      await t.db.execute(sql`drop table supplier_rules`);
    }
    const migrated = rows<{ hotel_id: number; lines: unknown; version: number }>(
      await t.db.execute(
        sql`select hotel_id, lines, version from supplier_rule_sets where hotel_id between 990000 and 990999`,
      ),
    );
    expect(migrated).toEqual([
      {
        hotel_id: 990001,
        version: 1,
        lines: [{ label: 'Every bid', when: {}, autoAcceptPercent: 95, counterPercent: 92, rejectBelowPercent: 80 }],
      },
    ]);
  });
});

describe('the dashboard', () => {
  it("sums a hotel's bids by day and outcome, with answer times, and hands out the bids as CSV", async () => {
    const hotel = await findOffer(t.app, 3);
    const partner = await createSignedInSupplier(t.app, [hotel.hid]);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: partner.auth });
    // Both at the floor's step, to wait for a person: a bid below the floor is rejected at once (decision 039).
    const rejected = await placeBid(t.app, await createBidder(t.app), hotel, atFloorStep(hotel));
    await placeBid(t.app, await createBidder(t.app), hotel, atFloorStep(hotel));
    await t.runJobs();
    await t.app.inject({ method: 'POST', url: `/api/supplier/bids/${rejected.id}/reject`, headers: partner.auth });

    const stats = await get(`/api/supplier/stats?hotelId=${hotel.hid}`);
    expect(stats.statusCode).toBe(200);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(stats.json()).toMatchObject({ to: today, bids: 2, acceptanceRate: 0, medianBidShare: expect.any(Number) });
    expect(stats.json().days).toHaveLength(30);
    expect(stats.json().days.at(-1)).toEqual({ day: today, accepted: 0, countered: 0, rejected: 1, manual: 1 });
    expect(stats.json().answerSeconds.people.median).toEqual(expect.any(Number));
    expect(stats.json().pendingByAge[0]).toEqual({ label: 'Under 1 hour', count: 1 });

    const csv = await get(`/api/supplier/stats.csv?hotelId=${hotel.hid}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,hotelId,hotelName,roomName,checkIn,checkOut,bid,listed,currency,status,counterAmount,decidedBy,ruleLabel,createdAt,decidedAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((row) => row.startsWith(rejected.id))).toContain(',rejected,');

    expect((await get(`/api/supplier/stats?hotelId=${offer.hid}`)).statusCode).toBe(403);
    expect((await get('/api/supplier/stats?from=2027-02-01&to=2027-01-01')).json().fields).toHaveProperty('to');
  });
});

describe('a bid nobody answered', () => {
  it('names the deadline and its reason as what decided it', async () => {
    await setRules({ lines: [], nightlyCap: null });
    const bid = await placeBid(t.app, await createBidder(t.app), offer, highBid(offer));
    await t.runJobs();
    t.clock.advance(8 * DAY_MS);
    await t.runJobs();
    owner = await signInAgain(t.app, owner);
    expect(await supplierBid(bid.id)).toMatchObject({
      status: 'rejected',
      decidedBy: { by: 'expiry', line: null, reason: 'no_answer_in_time' },
    });
  });
});
