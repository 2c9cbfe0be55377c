import { ANOTHER_HOTEL_ACCEPTED, messages } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/migrate.ts';
import {
  STAY,
  bidBody,
  createSignedInSupplier,
  findOffer,
  findOffersInOneCity,
  theOneWinner,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offers: Offer[];
let amount: number;
let supplier: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 400 });
  // Finding three hotels of one city reads many hotel pages: the browsing limit is not what this file tests.
  t = await buildTestApp({ etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  ({ offers, amount } = await findOffersInOneCity(t.app, 3));
  supplier = await createSignedInSupplier(t.app, 'all');
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

type GroupBid = { id: string; hotel_id: number; status: string; reason: string | null; group_id: string | null };

const alsoAtOf = (others: Offer[]) =>
  others.map((offer) => ({ hotel_id: offer.hid, booking: bidBody({ id: '' } as SignedIn, offer, 0).booking }));
const groupBody = (who: SignedIn, ranked: Offer[] = offers, bid = amount) => ({
  ...bidBody(who, ranked[0]!, bid),
  alsoAt: alsoAtOf(ranked.slice(1)),
});
const create = (who: SignedIn, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/newCreateBid', headers: who.auth, payload });
const listBids = async (who: SignedIn): Promise<GroupBid[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();
const decide = (as: SignedIn, id: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/supplier/bids/${id}/${action}`,
    headers: as.auth,
    ...(payload && { payload }),
  });
const setRules = (hid: number, autoAcceptPercent: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${hid}`,
    headers: supplier.auth,
    payload: {
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
      nightlyCap: null,
    },
  });

/** A customer's bids at the group's hotels, in the order of `offers`. */
async function groupOf(who: SignedIn, ranked: Offer[] = offers): Promise<GroupBid[]> {
  const bids = await listBids(who);
  return ranked.map((offer) => bids.find((bid) => bid.hotel_id === offer.hid)!);
}

async function placeGroup(who: SignedIn, ranked: Offer[] = offers) {
  const response = await create(who, groupBody(who, ranked));
  if (response.statusCode !== 201) throw new Error(`newCreateBid: ${response.statusCode} ${response.body}`);
  return groupOf(who, ranked);
}

const countBids = async (who: SignedIn) =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from bids where customer_id = ${who.id}`))[0]!.n;

describe('one bid to several hotels', () => {
  it('makes a bid per hotel sharing a group, ranked first choice first, each with its own rate', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await create(who, groupBody(who));
    expect(response.statusCode).toBe(201);
    const first = response.json();
    expect(first).toMatchObject({ hotel_id: offers[0]!.hid, bid: amount, group_id: expect.any(String), group_rank: 1 });
    const bids = await groupOf(who);
    expect(bids.map((bid) => [bid.group_id, bid.status])).toEqual(offers.map(() => [first.group_id, 'pending']));
    expect(bids.map((bid) => (bid as unknown as { group_rank: number }).group_rank)).toEqual([1, 2, 3]);
    for (const [index, bid] of bids.entries()) {
      const stored = bid as unknown as { amount: number; booking: { book_hash: string; check_in: string } };
      expect(stored.amount).toBe(offers[index]!.listed);
      expect(stored.booking).toMatchObject({ book_hash: offers[index]!.rate.book_hash, check_in: STAY.check_in });
    }
  });

  it('sends one mail for the group, naming its hotels first choice first', async () => {
    const who = await createSignedInCustomer(t.app);
    const bids = await placeGroup(who);
    // The rule job queues the mail, which its own lane sends in the next round.
    await t.runJobs();
    await t.runJobs();
    const registered = t.mailbox.list(who.email).filter((mail) => mail.subject.includes('is registered'));
    expect(registered).toHaveLength(1);
    const names = bids.map((bid) => (bid as unknown as { booking: { hotel_name: string } }).booking.hotel_name);
    const at = names.map((name) => registered[0]!.text.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('keeps a bid to one hotel out of any group', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = (await create(who, bidBody(who, offers[0]!, amount))).json();
    expect(bid).toMatchObject({ group_id: null, group_rank: null });
  });

  it('refuses more than 3 hotels, a hotel twice, another stay and another city, and writes nothing', async () => {
    const who = await createSignedInCustomer(t.app);
    const body = groupBody(who);
    const [other] = alsoAtOf([offers[1]!]);
    const cases: [object, number, string][] = [
      [{ ...body, alsoAt: [...body.alsoAt, { ...other, hotel_id: 999 }] }, 400, messages.bids.groupTooMany],
      [{ ...body, alsoAt: [{ ...other, hotel_id: offers[0]!.hid }] }, 400, messages.bids.groupHotelTwice],
      [{ ...body, alsoAt: [other, other] }, 400, messages.bids.groupHotelTwice],
      [
        { ...body, alsoAt: [{ ...other, booking: { ...other!.booking, guests: [{ adults: 1, children: [] }] } }] },
        400,
        messages.bids.groupOtherStay,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await create(who, payload);
      expect(response.statusCode).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const elsewhere = await findOfferOutside(offers[0]!.hid);
    const otherCity = await create(who, bidBody(who, offers[0]!, amount, { alsoAt: alsoAtOf([elsewhere]) }));
    expect(otherCity.statusCode).toBe(400);
    expect(otherCity.json().message).toBe(messages.bids.groupOtherCity);
    expect(await countBids(who)).toBe(0);
  });

  it('refuses the whole bid when one hotel’s rate is gone or the amount is at its listed price', async () => {
    const who = await createSignedInCustomer(t.app);
    const body = groupBody(who);
    const gone = {
      ...body.alsoAt[1]!,
      booking: { ...body.alsoAt[1]!.booking, book_hash: 'h-gone', match_hash: 'm-x' },
    };
    const goneAnswer = await create(who, { ...body, alsoAt: [body.alsoAt[0], gone] });
    expect(goneAnswer.statusCode).toBe(409);
    expect(goneAnswer.json().message).toBe(messages.bids.rateGone);
    const dear = await create(who, { ...body, bid: Math.max(...offers.map((offer) => offer.listed)) });
    expect(dear.statusCode).toBe(400);
    expect(dear.json().message).toBe(messages.bids.atOrAboveListed);
    expect(await countBids(who)).toBe(0);
  });

  it('keeps the limits per hotel: a pending bid on one hotel’s rate refuses the group, and nothing is written', async () => {
    const who = await createSignedInCustomer(t.app);
    expect((await create(who, bidBody(who, offers[2]!, amount))).statusCode).toBe(201);
    const response = await create(who, groupBody(who));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.bids.pendingOnRate);
    expect(await countBids(who)).toBe(1);
  });
});

describe('at most one acceptance', () => {
  it('ends the others at once when one is accepted, and refuses to accept or counter them after', async () => {
    const who = await createSignedInCustomer(t.app);
    const [first, second, third] = await placeGroup(who);
    expect((await decide(supplier, second!.id, 'accept')).statusCode).toBe(200);
    const after = await groupOf(who);
    expect(after.map((bid) => [bid.status, bid.reason])).toEqual([
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
      ['accepted', null],
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
    ]);
    for (const [id, action, payload] of [
      [first!.id, 'accept', undefined],
      [third!.id, 'counter', { amount: offers[2]!.listed - 0.01 }],
    ] as const) {
      const refused = await decide(supplier, id, action, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.bids.anotherHotelAccepted);
    }
  });

  it('accepts exactly one of 50 concurrent acceptances spread over the group’s three bids', async () => {
    const who = await createSignedInCustomer(t.app);
    const group = await placeGroup(who);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => decide(supplier, group[index % 3]!.id, 'accept')),
    );
    const winner = theOneWinner(responses);
    const after = await groupOf(who);
    expect(after.filter((bid) => bid.status === 'accepted').map((bid) => bid.id)).toEqual([winner.id]);
    expect(after.filter((bid) => bid.reason === ANOTHER_HOTEL_ACCEPTED)).toHaveLength(2);
    await t.runJobs();
    const answers = t.mailbox.list(who.email).filter((mail) => mail.subject.includes('has answered your'));
    expect(answers).toHaveLength(1);
  });

  it('lets the first choice win when the rules of two hotels would accept the new group', async () => {
    const who = await createSignedInCustomer(t.app);
    const ranked = [offers[1]!, offers[2]!, offers[0]!];
    for (const offer of ranked.slice(0, 2)) expect((await setRules(offer.hid, 1)).statusCode).toBe(200);
    try {
      await placeGroup(who, ranked);
      await t.runJobs();
      const after = await groupOf(who, ranked);
      expect(after.map((bid) => [bid.status, bid.reason])).toEqual([
        ['accepted', 'automatic accept'],
        ['rejected', ANOTHER_HOTEL_ACCEPTED],
        ['rejected', ANOTHER_HOTEL_ACCEPTED],
      ]);
    } finally {
      for (const offer of ranked.slice(0, 2)) await setRules(offer.hid, null);
    }
  });

  it('keeps the group open on a counter-offer; paying a counter is what ends the others', async () => {
    const who = await createSignedInCustomer(t.app);
    const [first, second, third] = await placeGroup(who);
    const counter = await decide(supplier, first!.id, 'counter', { amount: offers[0]!.listed - 0.01 });
    expect(counter.statusCode).toBe(200);
    expect((await groupOf(who)).map((bid) => bid.status)).toEqual(['counteroffer', 'pending', 'pending']);
    expect((await decide(supplier, third!.id, 'counter', { amount: offers[2]!.listed - 0.01 })).statusCode).toBe(200);
    await t.db.transaction((tx) => t.app.services.bids.complete(first!.id, tx));
    expect((await groupOf(who)).map((bid) => [bid.status, bid.reason])).toEqual([
      ['completed', null],
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
    ]);
    expect((await decide(supplier, second!.id, 'accept')).json().message).toBe(messages.bids.anotherHotelAccepted);
  });
});

describe('a group in My Bids and at the hotels', () => {
  it('deletes the whole group at once, and only the owner’s', async () => {
    const who = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    const [first] = await placeGroup(who);
    const remove = (as: SignedIn, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/newDeleteBid', headers: as.auth, payload });
    expect((await remove(other, { group_id: first!.group_id })).statusCode).toBe(404);
    expect((await listBids(who)).length).toBe(3);
    expect((await remove(who, { group_id: first!.group_id })).json()).toEqual({ message: messages.bids.deleted });
    expect(await listBids(who)).toEqual([]);
  });

  it('refuses to delete a group while one of its bids waits for the customer, and deletes none', async () => {
    const who = await createSignedInCustomer(t.app);
    const [first] = await placeGroup(who);
    await decide(supplier, first!.id, 'counter', { amount: offers[0]!.listed - 0.01 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newDeleteBid',
      headers: who.auth,
      payload: { group_id: first!.group_id },
    });
    expect(response.statusCode).toBe(409);
    expect((await listBids(who)).length).toBe(3);
  });

  it('shows a hotel’s partner its own bid only, without the group or its other hotels', async () => {
    const who = await createSignedInCustomer(t.app);
    const partner = await createSignedInSupplier(t.app, [offers[1]!.hid]);
    const [first, second] = await placeGroup(who);
    const page = await t.app.inject({ method: 'GET', url: '/api/supplier/bids?status=pending', headers: partner.auth });
    const seen: Record<string, unknown>[] = page.json().bids;
    const ids = seen.map((bid) => bid.id);
    expect(ids).toContain(second!.id);
    expect(ids).not.toContain(first!.id);
    for (const bid of seen) {
      expect(bid).not.toHaveProperty('group_id');
      expect(bid).not.toHaveProperty('group_rank');
      expect(bid.hotel_id).toBe(offers[1]!.hid);
    }
    expect((await decide(partner, first!.id, 'accept')).statusCode).toBe(404);
    const accepted = await decide(partner, second!.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).not.toHaveProperty('group_id');
    expect(accepted.json()).not.toHaveProperty('group_rank');
  });
});

describe('a group one hotel declined or the customer withdrew', () => {
  it('never suggests a hotel of the group, where the bid still waits', async () => {
    for (const offer of offers) expect((await setRules(offer.hid, null)).statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const [first] = await placeGroup(who);
    await t.runJobs();
    expect((await decide(supplier, first!.id, 'reject')).statusCode).toBe(200);
    t.clock.advance(61_000);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/bidAlternatives?bidId=${first!.id}`,
      headers: who.auth,
    });
    expect(next.statusCode).toBe(200);
    const suggested: number[] = next.json().hotels.map((hotel: { hid: number }) => hotel.hid);
    for (const offer of offers) expect(suggested).not.toContain(offer.hid);
    expect((await groupOf(who)).map((bid) => bid.status)).toEqual(['rejected', 'pending', 'pending']);
  });

  it('keeps every hotel of the group in My Bids when the accepted one is withdrawn', async () => {
    const who = await createSignedInCustomer(t.app);
    const [, second] = await placeGroup(who);
    expect((await decide(supplier, second!.id, 'accept')).statusCode).toBe(200);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/newDeleteBid',
      headers: who.auth,
      payload: { id: second!.id },
    });
    expect(withdrawn.json()).toEqual({ message: messages.bids.withdrawn });
    const group = await groupOf(who);
    expect(group.map((bid) => [bid.status, bid.reason])).toEqual([
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
      ['withdrawn', 'withdrawn_by_customer'],
      ['rejected', ANOTHER_HOTEL_ACCEPTED],
    ]);
  });
});

/** A hotel with rates in another city than `hid`'s. */
async function findOfferOutside(hid: number): Promise<Offer> {
  const regionOf = async (of: number) => (await t.app.services.hotels.catalogue().hotel(of))!.region_id;
  const region = await regionOf(hid);
  for (let skip = 0; ; skip += 1) {
    const offer = await findOffer(t.app, skip);
    if ((await regionOf(offer.hid)) !== region) return offer;
  }
}
