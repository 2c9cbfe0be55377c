import { ANOTHER_HOTEL_ACCEPTED, addDays, messages } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/migrate.ts';
import { acceptableAmount, createSignedInSupplier, theOneWinner, type Offer } from '../../../test/bid-fixtures.ts';
import { ROOMS, autopayBody, bookableGroup, chargesOf, saveCard, stripeAt } from '../../../test/autopay-fixtures.ts';
import { findOfferWith, settle, startTestStripe } from '../../../test/booking-fixtures.ts';
import { buildTestApp, TEST_START, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';
import { fixedClock } from '../../lib/clock.ts';

let t: TestApp;
let etg: Awaited<ReturnType<typeof startTestEtg>>;
let emulator: Awaited<ReturnType<typeof startTestStripe>>;
let stripe: Stripe;
let supplier: SignedIn;
let offer: Offer;
const etgClock = fixedClock(TEST_START);

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 400, clock: etgClock });
  emulator = await startTestStripe({ now: () => t.clock.now() });
  stripe = stripeAt(emulator);
  t = await buildTestApp({ etgUrl: etg.url, stripePort: emulator.port, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  offer = await findOfferWith(t.app, etg.url, 'available');
  supplier = await createSignedInSupplier(t.app, 'all');
  // Four hundred hotels' catalogue and a bookable rate: longer than a hook's minute on a machine shared by many runs.
}, 300_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
  await etg.close();
});

type MyBid = { id: string; status: string; reason: string | null; pay_by: string | null; autopay: boolean };

const post = (who: SignedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, ...(payload && { payload }) });
/** A few steps above the hotel's floor, below its listed price. */
const amountOf = (each: Offer) => acceptableAmount([each])!;
const myBids = async (who: SignedIn): Promise<MyBid[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();

/** Every bid at the hotel is taken by its rule at once. */
async function acceptEveryBid(hid: number, autoAcceptPercent: number | null = 1) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${hid}`,
    headers: supplier.auth,
    payload: {
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
      nightlyCap: null,
    },
  });
  expect(response.statusCode).toBe(200);
}

async function placeAutopay(who: SignedIn, card: string, extra: Record<string, unknown> = {}) {
  const response = await post(who, '/api/newCreateBid', autopayBody(who, offer, amountOf(offer), card, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as MyBid & { group_id: string | null };
}

const bookingsOf = async (bidIds: string[]) =>
  rows<{ status: string; bid_id: string; stripe_payment_intent: string | null; amount_refunded: string }>(
    await t.db.execute(
      sql`select status, bid_id, stripe_payment_intent, amount_refunded from bookings where bid_id in ${bidIds}`,
    ),
  );

describe('a bid that pays itself', () => {
  it('is charged off-session and booked when the hotel’s rule accepts, with no checkout', async () => {
    await acceptEveryBid(offer.hid);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who, 'pm_card_visa');
    const bid = await placeAutopay(who, card.id);
    expect(bid).toMatchObject({ autopay: true, status: 'pending' });
    await settle(t);

    expect((await myBids(who))[0]).toMatchObject({ id: bid.id, status: 'completed', autopay: true });
    const [booking] = await bookingsOf([bid.id]);
    expect(booking).toMatchObject({ status: 'confirmed' });
    const charges = await chargesOf(stripe, card.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      id: booking!.stripe_payment_intent,
      status: 'succeeded',
      amount: Math.round(amountOf(offer) * 100),
      currency: 'eur',
      metadata: { bid_id: bid.id },
    });
    const subjects = t.mailbox.list(who.email).map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringContaining('is confirmed'));
    expect(subjects.filter((subject) => subject.includes('has answered your'))).toEqual([]);
  });

  it.each([
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined'],
    ['pm_card_authenticationRequired', 'authentication_required'],
  ])('falls back to pay-by when %s is refused, with reason %s and no booking', async (testMethod, reason) => {
    await acceptEveryBid(offer.hid);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who, testMethod);
    const bid = await placeAutopay(who, card.id);
    await settle(t);

    const [after] = await myBids(who);
    expect(after).toMatchObject({ id: bid.id, status: 'accepted', reason, autopay: false, pay_by: expect.any(String) });
    const logged = rows<{ status: string; previous_status: string | null }>(
      await t.db.execute(sql`select status, previous_status from bid_events where bid_id = ${bid.id} order by id`),
    );
    expect(logged.at(-1), 'the open My Bids hears of the fallback').toEqual({
      status: 'accepted',
      previous_status: 'accepted',
    });
    const booked = await bookingsOf([bid.id]);
    expect(booked.filter((row) => row.status !== 'quoted')).toEqual([]);
    expect((await chargesOf(stripe, card.id)).filter((intent) => intent.status === 'succeeded')).toEqual([]);
    const mail = t.mailbox.list(who.email).find((each) => each.subject.includes('Pay your accepted'));
    expect(mail?.text).toContain('My Bids by');
    const withdrawn = await post(who, '/api/newDeleteBid', { id: bid.id });
    expect(withdrawn.statusCode).toBe(200);
  });

  it('charges the counter amount and books when the customer takes a counter-offer', async () => {
    await acceptEveryBid(offer.hid, null);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who);
    const bid = await placeAutopay(who, card.id);
    await t.runJobs();
    const counter = Math.round(offer.listed * 0.99 * 100) / 100;
    expect((await post(supplier, `/api/supplier/bids/${bid.id}/counter`, { amount: counter })).statusCode).toBe(200);
    const taken = await post(who, '/api/newUpdateBid', { id: bid.id, status: 1 });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'accepted', autopay: true });
    await settle(t);

    expect((await myBids(who))[0]).toMatchObject({ status: 'completed' });
    const charges = await chargesOf(stripe, card.id);
    expect(charges.map((intent) => [intent.status, intent.amount])).toEqual([['succeeded', Math.round(counter * 100)]]);
    expect((await post(who, '/api/newUpdateBid', { id: bid.id, status: 1 })).statusCode).toBe(409);
  });

  it('refuses a card that is not the customer’s, and an autopay bid without its guests', async () => {
    const who = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    const foreign = await saveCard(t.app, stripe, other);
    const refused = await post(who, '/api/newCreateBid', autopayBody(who, offer, amountOf(offer), foreign.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ payment_method_id: messages.paymentMethods.cardRequired });
    const own = await saveCard(t.app, stripe, who);
    const unnamed = await post(
      who,
      '/api/newCreateBid',
      autopayBody(who, offer, amountOf(offer), own.id, { rooms: undefined }),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(await myBids(who)).toEqual([]);
  });

  it('refunds the charge in full when the partner cannot book after it', async () => {
    await acceptEveryBid(offer.hid);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who);
    const bid = await placeAutopay(who, card.id);
    for (let round = 0; round < 10; round += 1) {
      await t.runJobs();
      const [booking] = (await bookingsOf([bid.id])).filter((row) => row.status !== 'quoted');
      if (booking) break;
    }
    etgClock.advance(61 * 60 * 1000); // the partner's booking form has expired by the time we finish
    await settle(t);

    const [booking] = (await bookingsOf([bid.id])).filter((row) => row.status !== 'quoted');
    expect(booking).toMatchObject({ status: 'refunded' });
    const [charge] = await chargesOf(stripe, card.id);
    const paid = await stripe.charges.retrieve(String(charge!.latest_charge));
    expect(paid).toMatchObject({ refunded: true, amount_refunded: Math.round(amountOf(offer) * 100) });
  });
});

describe('a standing bid that pays itself', () => {
  it('keeps its own saved card and the guests for the bid it places, and refuses another’s card', async () => {
    const who = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    const own = await saveCard(t.app, stripe, who);
    const foreign = await saveCard(t.app, stripe, other);
    const { booking } = autopayBody(who, offer, 10, own.id);
    const body = (card: string) => ({
      hotel_id: offer.hid,
      check_in: booking.check_in,
      check_out: booking.check_out,
      residency: 'se',
      guests: booking.guests,
      amount: 10,
      until: addDays(booking.check_in, -5),
      autopay: true,
      payment_method_id: card,
      rooms: ROOMS,
    });
    const refused = await post(who, '/api/standingBids', body(foreign.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ payment_method_id: messages.paymentMethods.cardRequired });
    const unnamed = await post(who, '/api/standingBids', { ...body(own.id), rooms: undefined });
    expect(unnamed.statusCode).toBe(400);
    const made = await post(who, '/api/standingBids', body(own.id));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ autopay: true, status: 'active' });
  });
});

describe('groups and races', () => {
  it('charges once and books once for 50 concurrent acceptances of one autopay group', async () => {
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who);
    const { offers, amount } = await bookableGroup(t.app, etg.url, [offer.hid]);
    for (const each of offers) await acceptEveryBid(each.hid, null);
    const alsoAt = offers
      .slice(1)
      .map((each) => ({ hotel_id: each.hid, booking: autopayBody(who, each, amount, card.id).booking }));
    const created = await post(who, '/api/newCreateBid', { ...autopayBody(who, offers[0]!, amount, card.id), alsoAt });
    expect(created.statusCode, created.body).toBe(201);
    await t.runJobs();
    const group = (await myBids(who)).map((bid) => bid.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post(supplier, `/api/supplier/bids/${group[index % 3]}/accept`)),
    );
    const winner = theOneWinner(responses);
    await settle(t);

    const charges = await chargesOf(stripe, card.id);
    expect(charges.map((intent) => [intent.status, intent.metadata.bid_id])).toEqual([['succeeded', winner.id]]);
    const booked = (await bookingsOf(group)).filter((row) => row.status !== 'quoted');
    expect(booked).toEqual([expect.objectContaining({ status: 'confirmed', bid_id: winner.id })]);
    const after = await myBids(who);
    expect(after.filter((bid) => bid.reason === ANOTHER_HOTEL_ACCEPTED)).toHaveLength(2);
  });

  it('either withdraws a bid racing its acceptance and charges nothing, or charges and books it', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      await acceptEveryBid(offer.hid, null);
      const who = await createSignedInCustomer(t.app);
      const card = await saveCard(t.app, stripe, who);
      const bid = await placeAutopay(who, card.id);
      await t.runJobs();
      const [accepted, withdrawn] = await Promise.all([
        post(supplier, `/api/supplier/bids/${bid.id}/accept`),
        post(who, '/api/newDeleteBid', { id: bid.id }),
      ]);
      await settle(t);
      const charges = await chargesOf(stripe, card.id);
      const booked = (await bookingsOf([bid.id])).filter((row) => row.status !== 'quoted');
      if (withdrawn.statusCode === 200) {
        // The partner's answer finds the bid withdrawn: gone (404) or no longer pending (409).
        expect([404, 409]).toContain(accepted.statusCode);
        expect([charges, booked]).toEqual([[], []]);
        outcomes.add('withdrawn');
      } else {
        expect([accepted.statusCode, withdrawn.statusCode]).toEqual([200, 409]);
        expect(withdrawn.json().message).toBe(messages.bids.autopayBinding);
        expect(charges.map((intent) => intent.status)).toEqual(['succeeded']);
        expect(booked.map((row) => row.status)).toEqual(['confirmed']);
        outcomes.add('booked');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
