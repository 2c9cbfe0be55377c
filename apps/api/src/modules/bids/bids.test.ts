import { customerBidSchema, messages, PARTNER_ONLY_RATE_FIELDS, DAY_MS, HOUR_MS } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { rows } from '../../db/migrate.ts';
import {
  atFloorStep,
  bidBody,
  createSignedInSupplier,
  findOffer,
  placeBid,
  theOneWinner,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, signIn, updateCustomer, type SignedIn } from '../../../test/factories.ts';
import { TEST_POOL_SIZE } from '../../../test/test-db.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let supplier: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app);
  supplier = await createSignedInSupplier(t.app, 'all');
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const create = (who: SignedIn, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/newCreateBid', headers: who.auth, payload });
const listBids = (who: SignedIn, customerId = who.id) =>
  t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${customerId}`, headers: who.auth });
const remove = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: '/api/newDeleteBid', headers: who.auth, payload: { id } });
const update = (who: SignedIn, id: string, status: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newUpdateBid', headers: who.auth, payload: { id, status } });
const decide = (id: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/supplier/bids/${id}/${action}`,
    headers: supplier.auth,
    ...(payload && { payload }),
  });

/** The rule job first, then the mails it queued: each lane runs once a round. */
const runRulesThenMails = async () => {
  await t.runJobs();
  await t.runJobs();
};

describe('placing a bid', () => {
  it('stores it pending with the partner’s own rate and mails that decisions take up to 5 business days', async () => {
    const who = await createSignedInCustomer(t.app);
    // At the floor's step: a bid below the floor is answered at once, with no "registered" mail (decision 039).
    const amount = atFloorStep(offer);
    const response = await create(who, bidBody(who, offer, amount));
    expect(response.statusCode).toBe(201);
    const bid = response.json();
    expect(bid).toMatchObject({
      customer_id: who.id,
      hotel_id: offer.hid,
      bid: amount,
      amount: offer.listed,
      currency: 'EUR',
      status: 'pending',
      counter_offer: null,
    });
    expect(bid.booking).toMatchObject({
      match_hash: offer.rate.match_hash,
      room_name: offer.rate.room_name,
      check_in: expect.any(String),
      hotel_name: expect.any(String),
    });
    expect(bid.booking.payment_options.payment_types).toHaveLength(1);
    await runRulesThenMails();
    expect((await listBids(who)).json()).toMatchObject([{ id: bid.id, status: 'pending' }]);
    const mail = t.mailbox.list(who.email).find((message) => message.subject.includes('bid is registered'));
    expect(mail?.text).toContain('Decisions may take up to 5 business days');
    expect(mail?.text).toContain('http://bidstay.test/bidding');
  });

  it('keeps the snapshot whole in the bid’s row, so that neither placing nor reading a bid compresses it', async () => {
    const who = await createSignedInCustomer(t.app);
    // A snapshot past TOAST's 2 KB, which the server would compress if the column let it.
    const large = await findOffer(t.app, 0, 'EUR', (candidate) => JSON.stringify(candidate.rate).length > 2_000);
    const bid = await placeBid(t.app, who, large, Math.floor(large.listed * 0.8));
    const [stored] = rows<{ compression: string | null; size: number }>(
      await t.db.execute(
        sql`select pg_column_compression(snapshot) as compression, octet_length(snapshot::text) as size from bids where id = ${bid.id}`,
      ),
    );
    expect(stored!.size).toBeGreaterThan(2_000);
    expect(stored!.compression).toBeNull();
  });

  it('ignores a price or rate data sent by the client', async () => {
    const who = await createSignedInCustomer(t.app);
    const tampered = bidBody(who, offer, 10, {
      amount: 11,
      booking: { ...bidBody(who, offer, 10).booking, payment_options: { payment_types: [{ show_amount: '11' }] } },
    });
    const bid = (await create(who, tampered)).json();
    expect(bid.amount).toBe(offer.listed);
    expect(bid.booking.payment_options.payment_types[0].show_amount).not.toBe('11');
  });

  it('refuses a bid at or above the listed price: book instead', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await create(who, bidBody(who, offer, offer.listed));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.bids.atOrAboveListed,
      fields: { bid: messages.bids.atOrAboveListed },
    });
  });

  it('refuses past dates, a rate that is gone, an unknown hotel and a bad amount', async () => {
    const who = await createSignedInCustomer(t.app);
    const body = bidBody(who, offer, 50);
    const past = await create(who, {
      ...body,
      booking: { ...body.booking, check_in: '2020-01-01', check_out: '2020-01-03' },
    });
    expect(past.statusCode).toBe(400);
    const gone = await create(who, {
      ...body,
      booking: { ...body.booking, book_hash: 'h-gone', match_hash: 'm-gone' },
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(messages.bids.rateGone);
    expect((await create(who, { ...body, hotel_id: 987654321 })).statusCode).toBe(404);
    for (const amount of [-5, 0, 'ten', 10.001])
      expect((await create(who, { ...body, bid: amount })).statusCode).toBe(400);
    expect((await listBids(who)).json()).toEqual([]);
  });
});

describe('the mails of a new bid, in order', () => {
  /** A customer's mails about bids, first sent first (the mailbox lists the newest first). */
  const subjectsTo = (who: SignedIn) =>
    t.mailbox
      .list(who.email)
      .map((mail) => mail.subject)
      .filter((subject) => subject.includes(' bid'))
      .reverse();

  it('tells an answer a rule gives at once alone: no "registered" mail before or after it', async () => {
    const ruled = await findOffer(t.app, 3);
    expect(ruled.hid).not.toBe(offer.hid);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/rules/${ruled.hid}`,
      headers: supplier.auth,
      payload: {
        lines: [
          { label: 'Counter all', when: {}, autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: 99 },
        ],
        nightlyCap: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, ruled, Math.ceil(ruled.listed * 0.97));
    await runRulesThenMails();
    expect((await listBids(who)).json().find((one: { id: string }) => one.id === bid.id).status).toBe('counteroffer');
    const subjects = subjectsTo(who);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toContain('has answered your');
  });

  it('sends "registered" first for a bid that waits for the hotel, then the hotel’s answer', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, offer, Math.ceil(offer.listed * 0.96));
    await runRulesThenMails();
    expect((await decide(bid.id, 'reject')).statusCode).toBe(200);
    await t.runJobs();
    const subjects = subjectsTo(who);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toContain('bid is registered');
    expect(subjects[1]).toContain('has answered your');
  });
});

describe('a customer reaches only their own bids', () => {
  it('answers 403 for another customer id and 404 for another customer’s bid', async () => {
    const owner = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, owner, offer, Math.floor(offer.listed * 0.7));
    expect((await create(other, bidBody(owner, offer, 50))).statusCode).toBe(403);
    expect((await listBids(other, owner.id)).statusCode).toBe(403);
    expect((await remove(other, bid.id)).statusCode).toBe(404);
    expect((await update(other, bid.id, 2)).statusCode).toBe(404);
    expect((await listBids(owner)).json().map((found: { id: string }) => found.id)).toEqual([bid.id]);
  });

  it('keeps suppliers out of customer routes and customers out of supplier routes', async () => {
    const who = await createSignedInCustomer(t.app);
    expect((await listBids(supplier, who.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/supplier/bids', headers: who.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/supplier/bids' })).statusCode).toBe(401);
  });
});

describe('deleting and declining', () => {
  it('deletes a pending bid, withdraws an accepted one before it is paid, and keeps a counter-offer', async () => {
    const who = await createSignedInCustomer(t.app);
    const pending = await placeBid(t.app, who, offer, Math.floor(offer.listed * 0.6));
    expect((await remove(who, pending.id)).json()).toEqual({ message: messages.bids.deleted });
    const countered = await placeBid(t.app, who, offer, Math.floor(offer.listed * 0.9));
    const counter = Math.round(offer.listed * 0.95 * 100) / 100;
    expect((await decide(countered.id, 'counter', { amount: counter })).statusCode).toBe(200);
    expect((await remove(who, countered.id)).statusCode).toBe(409);
    const other = await createSignedInCustomer(t.app);
    const accepted = await placeBid(t.app, other, offer, Math.ceil(offer.listed * 0.97));
    expect((await decide(accepted.id, 'accept')).statusCode).toBe(200);
    expect((await remove(other, accepted.id)).json()).toEqual({ message: messages.bids.withdrawn });
    expect((await listBids(other)).json().map((bid: { status: string }) => bid.status)).toEqual(['withdrawn']);
    expect((await listBids(who)).json().map((bid: { status: string }) => bid.status)).toEqual(['counteroffer']);
  });

  it('lets the customer decline a counter-offer, and do nothing else', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, offer, Math.floor(offer.listed * 0.9));
    expect((await update(who, bid.id, 2)).statusCode).toBe(409);
    const counter = Math.round(offer.listed * 0.95 * 100) / 100;
    const countered = (await decide(bid.id, 'counter', { amount: counter })).json();
    expect(countered.counter_offer).toEqual({
      amount_to_pay: counter,
      currency: 'EUR',
      book_hash: expect.any(String),
      valid_until: new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString(),
    });
    expect((await update(who, bid.id, 1)).statusCode).toBe(403);
    expect((await update(who, bid.id, 'accepted')).statusCode).toBe(403);
    const declined = await update(who, bid.id, 2);
    expect(declined.json()).toMatchObject({ status: 'rejected', decided_by: 'customer', reason: 'counter_declined' });
    expect((await update(who, bid.id, 2)).statusCode).toBe(409);
  });
});

describe('answers', () => {
  it('give a bid with the fields of the Bid schema and no other, placed, countered, listed and declined', async () => {
    const exactBid = z.strictObject(customerBidSchema.shape);
    const who = await createSignedInCustomer(t.app);
    const placed = await create(who, bidBody(who, offer, Math.floor(offer.listed * 0.9)));
    const { id } = exactBid.parse(placed.json());
    expect((await decide(id, 'counter', { amount: Math.round(offer.listed * 0.95 * 100) / 100 })).statusCode).toBe(200);
    const [listed] = z.array(exactBid).parse((await listBids(who)).json());
    expect(listed).toMatchObject({ id, status: 'counteroffer', counter_offer: { currency: 'EUR' } });
    expect(exactBid.parse((await update(who, id, 2)).json())).toMatchObject({ id, status: 'rejected' });
  });
});

describe("what a customer reads of their bid's rate", () => {
  it('is the listed price and the room, never the net price, the commission or the partner’s limits', async () => {
    const who = await createSignedInCustomer(t.app);
    const placed = await create(who, bidBody(who, offer, Math.floor(offer.listed * 0.9)));
    const listed = await listBids(who);
    for (const answer of [placed, listed]) {
      const names = JSON.stringify(answer.json()).match(/"[a-z_]+":/g) ?? [];
      expect(names.filter((name) => PARTNER_ONLY_RATE_FIELDS.some((field) => name === `"${field}":`))).toEqual([]);
    }
    const [paymentType] = placed.json().booking.payment_options.payment_types;
    expect(Number(paymentType.show_amount)).toBe(offer.listed);
    const hotelView = await t.app.inject({ method: 'GET', url: '/api/supplier/bids', headers: supplier.auth });
    const seenByHotel = hotelView.json().bids.find((bid: { id: string }) => bid.id === placed.json().id);
    expect(seenByHotel.booking.sell_price_limits).toBeDefined();
  });
});

describe("a decision's mail", () => {
  it('greets the customer by the name they saved last, after their session read the account', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, offer, Math.ceil(offer.listed * 0.96));
    expect((await updateCustomer(t.app, who, { name: 'Astrid' })).statusCode).toBe(200);
    expect((await decide(bid.id, 'accept')).statusCode).toBe(200);
    await t.runJobs();
    const [answer] = t.mailbox.list(who.email).filter((mail) => mail.subject.includes('has answered your'));
    expect(answer?.text).toContain('Hi Astrid,');
  });
});

describe('exactly one decision wins', () => {
  it('applies one of 50 concurrent decisions on one bid; the rest get 409 and send nothing', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, offer, Math.ceil(offer.listed * 0.96));
    const actions = Array.from({ length: 50 }, (_, index) => ['accept', 'reject', 'counter'][index % 3]!);
    const counter = Math.round(offer.listed * 0.99 * 100) / 100;
    const responses = await Promise.all(
      actions.map((action) => decide(bid.id, action, action === 'counter' ? { amount: counter } : undefined)),
    );
    const winner = theOneWinner(responses);
    expect((await listBids(who)).json()[0].status).toBe(winner.status);
    await t.runJobs();
    const answers = t.mailbox.list(who.email).filter((mail) => mail.subject.includes('has answered your'));
    expect(answers).toHaveLength(1);
  });

  it.skipIf(!inject('postgresUrl'))(
    'a decision that finds every database connection busy answers 503 and changes nothing',
    async () => {
      const who = await createSignedInCustomer(t.app);
      const bid = await placeBid(t.app, who, offer, Math.ceil(offer.listed * 0.96));
      const { held, release } = await holdEveryConnection();
      const response = await decide(bid.id, 'accept');
      release();
      await held;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: messages.generic.busy });
      expect((await listBids(who)).json()[0].status).toBe('pending');
    },
  );

  it('a deletion racing a counter-offer ends in one state', async () => {
    const who = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, who, offer, Math.floor(offer.listed * 0.9));
    const counter = Math.round(offer.listed * 0.95 * 100) / 100;
    const [deleted, countered] = await Promise.all([
      remove(who, bid.id),
      decide(bid.id, 'counter', { amount: counter }),
    ]);
    // The supplier who comes after a committed deletion no longer sees the bid (404); one who read it before, 409.
    const loser = deleted.statusCode === 200 ? countered.statusCode : deleted.statusCode;
    expect([deleted.statusCode, countered.statusCode]).toContain(200);
    expect(deleted.statusCode === 200 ? [404, 409] : [409]).toContain(loser);
    const remaining = (await listBids(who)).json();
    expect(remaining).toEqual(
      countered.statusCode === 200 ? [expect.objectContaining({ status: 'counteroffer' })] : [],
    );
  });
});

/** Every connection of the test database's pool in an open transaction, until `release`. */
async function holdEveryConnection() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started: Promise<void>[] = [];
  const held = Array.from({ length: TEST_POOL_SIZE }, () => {
    let begun!: () => void;
    started.push(new Promise<void>((resolve) => (begun = resolve)));
    return t.db.transaction(async () => {
      begun();
      await gate;
    });
  });
  await Promise.all(started);
  return { held: Promise.all(held), release };
}

/** A new session after the clock moved past the old token's expiry. */
async function refreshed(who: SignedIn): Promise<SignedIn> {
  const token: string = (await signIn(t.app, who.email)).json().access_token;
  return { ...who, token, auth: { authorization: `Bearer ${token}` } };
}

describe('expiry', () => {
  it('rejects a bid nobody answered within 5 business days, reason no_answer_in_time', async () => {
    const who = await createSignedInCustomer(t.app);
    // Above the floor: a bid below it is answered at once.
    const bid = await placeBid(t.app, who, offer, Math.floor(offer.listed * 0.99));
    await t.runJobs();
    t.clock.advance(4 * DAY_MS);
    await t.runJobs();
    expect((await listBids(await refreshed(who))).json()[0].status).toBe('pending');
    t.clock.advance(4 * DAY_MS);
    await t.runJobs();
    expect((await listBids(await refreshed(who))).json()[0]).toMatchObject({
      id: bid.id,
      status: 'rejected',
      reason: 'no_answer_in_time',
      decided_by: 'system',
    });
  });
});
