import { DAY_MS, addDays, roundMoney } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY, createSignedInSupplier, findOffer, type Offer } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { PASSWORD, createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let owner: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app, 0);
  owner = await createSignedInSupplier(t.app, [offer.hid]);
});
afterAll(async () => {
  await t.close();
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
const setRules = (autoAcceptPercent: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${offer.hid}`,
    headers: owner.auth,
    payload: {
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
      nightlyCap: null,
    },
  });
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
const nextDay = (...people: SignedIn[]) => moveClock(DAY_MS + 60 * 60 * 1000, ...people);

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
