import {
  DAY_MS,
  addDays,
  bidFloor,
  hotelPageBodySchema,
  listedPrice,
  messages,
  roundMoney,
  HOUR_MS,
} from '@bidstay/contract';
import { startPushService } from '@bidstay/sandbox/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAY,
  createBidder,
  createSignedInSupplier,
  findOffer,
  partnerRates,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';
import { buildTestApp, dayFromStart, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { PASSWORD, createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let owner: SignedIn;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  pushService = await startPushService();
  offer = await findOffer(t.app, 0);
  owner = await createSignedInSupplier(t.app, [offer.hid]);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
  await etg.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);
const body = (extra: object = {}) => ({
  hotel_id: offer.hid,
  check_in: STAY.check_in,
  check_out: STAY.check_out,
  guests: [{ adults: 2, children: [] }],
  amount: roundMoney(offer.listed * 0.97),
  currency: 'EUR',
  until: addDays(STAY.check_in, -1),
  ...extra,
});
const create = (who: SignedIn, payload: object = body()) =>
  t.app.inject({ method: 'POST', url: '/api/standingBids', headers: who.auth, payload });
const list = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/standingBids', headers: who.auth })).json();
const cancel = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/standingBids/${id}/cancel`, headers: who.auth });
const bidsOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();
const setRules = (autoAcceptPercent: number | null, hid = offer.hid, by = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${hid}`,
    headers: by.auth,
    payload: {
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
      nightlyCap: null,
    },
  });
/** The partner has rooms for a party on some days and not others: a hotel that has them for STAY today. */
async function hotelWithRatesFor(guests: { adults: number; children: number[] }[]) {
  for (const hid of (await hotelIdsByRegion(t.app.services.hotels)).flat()) {
    const [rate] = await partnerRates(t.app, hid, 'EUR', guests);
    if (rate) return { hid, rate };
  }
  throw new Error('no hotel has rooms for the party');
}
/** The worker's lanes run side by side: a sweep's bid is decided by the rules lane on the next turn. */
async function runJobsTwice() {
  await t.runJobs();
  await t.runJobs();
}
/** A session lasts less than the days a test moves the clock on: its people sign in again. */
async function signInAgain(...people: SignedIn[]) {
  for (const who of people) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      payload: { email: who.email, password: PASSWORD },
    });
    who.auth = { authorization: `Bearer ${response.json().access_token}` };
  }
}
async function moveClock(ms: number, ...people: SignedIn[]) {
  t.clock.advance(ms);
  await signInAgain(owner, ...people);
}
const nextDay = (...people: SignedIn[]) => moveClock(DAY_MS + HOUR_MS, ...people);

describe('a standing bid', () => {
  it('places a real bid once a rule change makes the amount acceptable, and the rule accepts it', async () => {
    expect((await setRules(99)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const created = await create(who);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'active', bid_id: null, amount: body().amount });
    await runJobsTwice();
    expect(await bidsOf(who)).toEqual([]);
    const [checked] = await list(who);
    expect(checked.last_checked).not.toBeNull();

    expect((await setRules(95)).statusCode).toBe(200);
    await runJobsTwice();
    const [placed] = await list(who);
    expect(placed).toMatchObject({ status: 'placed', bid_id: expect.any(String) });
    const [bid] = await bidsOf(who);
    expect(bid).toMatchObject({ id: placed.bid_id, bid: body().amount, status: 'accepted', hotel_id: offer.hid });
    await t.runJobs();
    const subjects = t.mailbox.list(who.email).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('We placed your'))).toBe(true);
    expect(subjects.some((subject) => subject.includes('has answered your'))).toBe(true);
  });

  it("keeps the party's children with their ages, and places its bid for them", async () => {
    const guests = [{ adults: 2, children: [8] }];
    const { hid, rate } = await hotelWithRatesFor(guests);
    const listed = listedPrice(rate);
    const amount = roundMoney((bidFloor(rate) + listed) / 2);
    const hotelier = await createSignedInSupplier(t.app, [hid]);
    expect((await setRules(Math.floor((amount / listed) * 100), hid, hotelier)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);

    const created = await create(who, body({ hotel_id: hid, guests, amount }));

    expect(created.statusCode).toBe(201);
    expect(created.json().guests).toEqual(guests);
    expect((await list(who))[0].guests).toEqual(guests);
    await runJobsTwice();
    const [bid] = await bidsOf(who);
    expect(bid).toMatchObject({ bid: amount, booking: { guests } });
  });

  it("pushes the bid it placed to the customer's device, in the customer's language", async () => {
    expect((await setRules(99)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const language = { method: 'PUT' as const, url: '/api/account/language', headers: who.auth };
    expect((await t.app.inject({ ...language, payload: { language: 'sv' } })).statusCode).toBe(204);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json();
    const device = await pushService.subscribe(publicKey);
    const subscribe = { method: 'POST' as const, url: '/api/push/subscriptions', headers: who.auth, payload: device };
    expect((await t.app.inject(subscribe)).statusCode).toBe(201);
    expect((await create(who)).statusCode).toBe(201);
    await runJobsTwice();
    expect((await setRules(95)).statusCode).toBe(200);
    await runJobsTwice();
    await runJobsTwice();
    const [placed] = await list(who);
    const arrived = pushService
      .list()
      .filter((arrival) => arrival.subscription === device.endpoint.split('/').pop())
      .map((arrival) => JSON.parse(arrival.text));
    expect(arrived).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(/^Vi har lagt ditt stående bud/),
        url: `/dashboard/mybids?bid=${placed.bid_id}`,
      }),
    );
  });

  it('is checked again each day, and places no second bid while the customer holds one for the stay', async () => {
    expect((await setRules(99)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const first = (await create(who)).json();
    const second = (await create(who)).json();
    await runJobsTwice();
    const before = (await list(who)).find((row: { id: string }) => row.id === first.id).last_checked;
    await nextDay(who);
    await runJobsTwice();
    const after = (await list(who)).find((row: { id: string }) => row.id === first.id).last_checked;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));

    expect((await setRules(95)).statusCode).toBe(200);
    await Promise.all([t.app.services.standingBids.sweep(), t.app.services.standingBids.sweep()]);
    await runJobsTwice();
    expect(await bidsOf(who)).toHaveLength(1);
    const rows: { id: string; status: string }[] = await list(who);
    expect(rows.filter((row) => row.status === 'placed')).toHaveLength(1);
    expect(rows.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());

    await setRules(90);
    await nextDay(who);
    await runJobsTwice();
    expect(await bidsOf(who)).toHaveLength(1);
  });

  it('ends at its end date without a bid, and says so by mail', async () => {
    expect((await setRules(99)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const { id } = (await create(who, body({ until: addDays(today(), 1) }))).json();
    await runJobsTwice();
    await moveClock(2 * DAY_MS, who);
    expect((await setRules(95)).statusCode).toBe(200);
    await runJobsTwice();
    expect((await list(who)).find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'ended' });
    expect(await bidsOf(who)).toEqual([]);
    await t.runJobs();
    expect(t.mailbox.list(who.email).some((mail) => mail.subject.includes('standing bid for'))).toBe(true);
  });

  it('is refused for a stay in the past or an end date after check-in, with a message per field', async () => {
    const who = await createSignedInCustomer(t.app);
    const past = await create(
      who,
      body({ check_in: today(), check_out: addDays(today(), 2), until: addDays(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toMatchObject({ check_in: expect.any(String) });
    const late = await create(who, body({ until: STAY.check_in }));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toMatchObject({ until: 'The end date must be at the latest the day before check-in.' });
    const ended = await create(who, body({ until: addDays(today(), -1) }));
    expect(ended.json().fields).toMatchObject({ until: 'The end date must not be in the past.' });
    expect((await create(who, body({ amount: -5 }))).statusCode).toBe(400);
    expect(await list(who)).toEqual([]);
  });

  it('belongs to its customer: another customer neither sees it nor cancels it', async () => {
    const who = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    const { id } = (await create(who)).json();
    expect(await list(other)).toEqual([]);
    const stolen = await cancel(other, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('This standing bid was not found.');
    expect((await t.app.inject({ method: 'GET', url: '/api/standingBids' })).statusCode).toBe(401);
    const cancelled = await cancel(who, id);
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled' });
    expect((await cancel(who, id)).statusCode).toBe(409);
  });
});

/** The dearest listed price of the offer's hotel for a stay of three nights from `checkIn`, or none without rooms. */
async function dearestListed(checkIn: string) {
  const stay = { checkin: checkIn, checkout: addDays(checkIn, 3), hid: offer.hid, currency: 'EUR' };
  const page = await t.app.services.hotels.hotelPage(hotelPageBodySchema.parse(stay));
  const rates = page.hotels[0]?.rates ?? [];
  return rates.length ? Math.max(...rates.map(listedPrice)) : null;
}

/** Bodies of `count` standing bids at the offer's hotel, three to a stay, each at half the stay's dearest price. */
async function bodiesAcrossStays(count: number) {
  const bodies: object[] = [];
  for (let day = 40; bodies.length < count; day += 4) {
    const checkIn = dayFromStart(day);
    const listed = await dearestListed(checkIn);
    if (listed === null) continue;
    const stay = { check_in: checkIn, check_out: addDays(checkIn, 3), until: addDays(checkIn, -1) };
    for (let each = 0; each < 3 && bodies.length < count; each += 1)
      bodies.push(body({ ...stay, amount: roundMoney(listed / 2) }));
  }
  return bodies;
}

async function createAll(who: SignedIn, bodies: object[]) {
  for (const payload of bodies) expect((await create(who, payload)).statusCode).toBe(201);
}

const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe('the caps of standing bids', () => {
  it('refuses a fourth active standing bid for one hotel and stay: of 60 asked, 3 stand', async () => {
    const who = await createBidder(t.app);
    const responses = [];
    for (let each = 0; each < 60; each += 1) {
      // A new minute now and then: the account's allowance of calls that price a rate is not what this test is about.
      if (each % 10 === 9) t.clock.advance(61_000);
      responses.push(await create(who));
    }
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    const refused = responses.slice(3);
    expect(refused.every((response) => response.statusCode === 409)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({
      message: messages.standingBids.tooManyForStay,
      fields: { check_in: messages.standingBids.tooManyForStay },
    });
    expect(await list(who)).toHaveLength(3);

    const [last] = await list(who);
    expect((await cancel(who, last.id)).statusCode).toBe(200);
    expect((await create(who)).statusCode).toBe(201);
  });

  it('refuses a twenty-first active standing bid, with a message for the whole form', async () => {
    const who = await createBidder(t.app);
    const bodies = await bodiesAcrossStays(21);
    await createAll(who, bodies.slice(0, 20));
    const refused = await create(who, bodies[20]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.standingBids.tooManyActive);
    expect(refused.json().fields).toBeUndefined();
    expect(await list(who)).toHaveLength(20);
  });

  it('lets exactly one of concurrent creations at a limit stand', async () => {
    const who = await createBidder(t.app);
    const bodies = await bodiesAcrossStays(20);
    await createAll(who, bodies.slice(0, 17));
    const atStayLimit = await Promise.all(Array.from({ length: 8 }, () => create(who, bodies[17])));
    expect(statusesOf(atStayLimit)).toEqual([201, ...Array(7).fill(409)]);
    await createAll(who, [bodies[18]!]);
    const atCustomerLimit = await Promise.all(Array.from({ length: 8 }, () => create(who, bodies[19])));
    expect(statusesOf(atCustomerLimit)).toEqual([201, ...Array(7).fill(409)]);
    expect(await list(who)).toHaveLength(20);
  });

  it('refuses an amount at or above the dearest listed price of the stay, 10,000,000 too, and says to book', async () => {
    const who = await createBidder(t.app);
    const listed = (await dearestListed(STAY.check_in))!;
    for (const amount of [10_000_000, listed]) {
      const refused = await create(who, body({ amount }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ amount: messages.standingBids.atOrAboveListed });
    }
    expect((await create(who, body({ amount: roundMoney(listed - 0.01) }))).statusCode).toBe(201);
    expect(await list(who)).toHaveLength(1);
  });

  it('is refused for a stay the partner has no room for, beside the dates', async () => {
    const who = await createBidder(t.app);
    let checkIn = dayFromStart(40);
    while ((await dearestListed(checkIn)) !== null) checkIn = addDays(checkIn, 1);
    const stay = { check_in: checkIn, check_out: addDays(checkIn, 3), until: addDays(checkIn, -1) };
    const refused = await create(who, body(stay));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ check_in: messages.standingBids.noRooms });
  });
});

describe('the sweep', () => {
  it("serves customers in turn: one customer's twenty standing bids leave another's a place in the first run", async () => {
    expect((await setRules(95)).statusCode).toBe(200);
    const many = await createBidder(t.app);
    await createAll(many, await bodiesAcrossStays(20));
    t.clock.advance(60 * 1000);
    const one = await createBidder(t.app);
    const { id } = (await create(one)).json();
    await t.app.services.standingBids.sweep();
    expect((await list(one)).find((row: { id: string }) => row.id === id)).toMatchObject({ status: 'placed' });
  });
});
