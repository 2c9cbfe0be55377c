import {
  ANOTHER_HOTEL_ACCEPTED,
  ANOTHER_HOTEL_BOOKED,
  messages,
  type BookingQuote,
  type Order,
} from '@bidstay/contract';
import { signatureHeader } from '@bidstay/sandbox/stripe';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STRIPE_KEYS } from '../../config.ts';
import { atFloorStep, createSignedInSupplier, placeBid, placeGroup, type Offer } from '../../../test/bid-fixtures.ts';
import {
  DECLINED_CARD,
  checkout,
  findOfferWith,
  pdfText,
  payCard,
  postWebhook,
  bookableAt,
  quote,
  rateRequest,
  registerPurchase,
  settle,
  signedWebhook,
  startTestStripe,
} from '../../../test/booking-fixtures.ts';
import { buildTestApp, TEST_START, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, signIn, type SignedIn } from '../../../test/factories.ts';
import { createEnrolledOperator } from '../../../test/operator-fixtures.ts';
import { fixedClock } from '../../lib/clock.ts';

let t: TestApp;
let etg: Awaited<ReturnType<typeof startTestEtg>>;
let stripeEmulator: Awaited<ReturnType<typeof startTestStripe>>;
let stripe: Stripe;
const etgClock = fixedClock(TEST_START);
let offer: Offer;
let customer: SignedIn;

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100, clock: etgClock });
  stripeEmulator = await startTestStripe({ now: () => t.clock.now() });
  stripe = new Stripe(SANDBOX_STRIPE_KEYS.secretKey, {
    host: stripeEmulator.host,
    port: stripeEmulator.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  t = await buildTestApp({ etgUrl: etg.url, stripePort: stripeEmulator.port });
  offer = await findOfferWith(t.app, etg.url, 'available', { refundable: true });
  customer = await createSignedInCustomer(t.app);
});
afterAll(async () => {
  await t.close();
  await stripeEmulator.close();
  await etg.close();
});

const post = (who: SignedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, ...(payload && { payload }) });

async function orders(who: SignedIn) {
  const response = await post(who, '/api/orderInformation', {
    ordering: { ordering_type: 'desc', ordering_by: 'checkin_at' },
    pagination: { page_size: 10, page_number: 1 },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Quote, guests, checkout, card, return page, jobs: a confirmed booking of `offer`. */
async function book(who: SignedIn, request: object = rateRequest(offer)) {
  const quoted = await quote(t.app, who, request);
  const { session } = await checkout(t.app, who, quoted);
  expect((await payCard(stripeEmulator.url, session.sessionId)).status).toBe(200);
  await registerPurchase(t.app, who, { session_id: session.sessionId });
  await settle(t);
  return { quoted, sessionId: session.sessionId };
}

describe('booking a listed rate', () => {
  it('prices on the server, takes the card, books with the partner and lists the booking', async () => {
    const quoted = await quote(t.app, customer, rateRequest(offer));
    expect(quoted).toMatchObject({ status: 'quoted', hotel_id: offer.hid, bid_id: null, nights: 3 });
    expect(quoted.amount).toBeGreaterThan(0);
    expect(quoted).toMatchObject({ price_changed: false, previous_amount: quoted.amount });

    const { session } = await checkout(t.app, customer, quoted);
    expect(session.embedUrl).toBe(`/sandbox/stripe/checkout/${session.sessionId}`);
    const stripeSession = await stripe.checkout.sessions.retrieve(session.sessionId);
    expect(stripeSession.amount_total).toBe(Math.round(quoted.amount * 100));

    expect((await payCard(stripeEmulator.url, session.sessionId)).status).toBe(200);
    const paid = await registerPurchase(t.app, customer, { session_id: session.sessionId });
    expect(['paid', 'processing']).toContain(paid.status);

    await settle(t);
    const done = await registerPurchase(t.app, customer, { partner_order_id: quoted.partner_order_id });
    expect(done).toMatchObject({ status: 'confirmed', agreement_number: expect.stringMatching(/^AG-/) });

    const listed = await orders(customer);
    expect(listed.orders).toEqual([
      expect.objectContaining({
        status: 'completed',
        partner_data: { order_id: quoted.partner_order_id },
        bid_id: null,
        amount_sell: { amount: quoted.amount.toFixed(2), currency_code: 'EUR' },
        amount_refunded: { amount: '0.00', currency_code: 'EUR' },
        checkin_at: quoted.check_in,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        cancelled_at: null,
        cancellation_info: quoted.cancellation_info,
      }),
    ]);
    expect(listed.orders[0].rooms_data[0].guest_data.guests).toHaveLength(2);
    const mails = t.mailbox.list(customer.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('is confirmed'));
  });

  it("shows the partner's new price before payment when the prebook changed it", async () => {
    const changing = await findOfferWith(t.app, etg.url, 'price_changed');
    const quoted = await quote(t.app, customer, rateRequest(changing));
    expect(quoted.price_changed).toBe(true);
    expect(quoted.previous_amount).toBe(changing.listed);
    expect(quoted.amount).toBeGreaterThan(changing.listed);
  });

  it('refuses a rate the partner no longer has, and holds nothing', async () => {
    const gone = await findOfferWith(t.app, etg.url, 'sold_out');
    const response = await post(customer, '/api/orderBookingForm', rateRequest(gone));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.bookings.rateGone);
  });

  it('ignores any price the client sends and answers every payment step with the server amount', async () => {
    const quoted = await quote(t.app, customer, { ...rateRequest(offer), amount: 1, bid: 1 });
    const product = await post(customer, '/api/createProduct', {
      partner_order_id: quoted.partner_order_id,
      amount: 1,
      unit_amount: 100,
    });
    expect(product.json()).toMatchObject({ amount: quoted.amount });
    const price = await stripe.prices.retrieve(product.json().priceId);
    expect(price.unit_amount).toBe(Math.round(quoted.amount * 100));
  });

  it('refuses redirects to other sites and prices of other customers', async () => {
    const quoted = await quote(t.app, customer, rateRequest(offer));
    const { priceId } = (
      await post(customer, '/api/createProduct', { partner_order_id: quoted.partner_order_id })
    ).json();
    for (const path of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      const response = await post(
        customer,
        `/api/createEmbeddedSession?priceId=${priceId}&successPath=${encodeURIComponent(path)}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const intruder = await createSignedInCustomer(t.app);
    const stolen = await post(intruder, `/api/checkout/createSession?priceId=${priceId}&successPath=/x&mode=hosted`);
    expect(stolen.statusCode).toBe(404);
  });

  it('will not take payment before the guests are named', async () => {
    const quoted = await quote(t.app, customer, rateRequest(offer));
    const { priceId } = (
      await post(customer, '/api/createProduct', { partner_order_id: quoted.partner_order_id })
    ).json();
    const response = await post(customer, `/api/createEmbeddedSession?priceId=${priceId}&successPath=/done`);
    expect(response.statusCode).toBe(400);
    const wrongCount = await post(customer, '/api/FinishBooking', {
      partner_order_id: quoted.partner_order_id,
      rooms: [{ guests: [{ first_name: 'Ada', last_name: 'Berg' }] }],
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().fields).toHaveProperty('rooms');
  });
});

describe('payment confirmation', () => {
  it('books once when the webhook arrives twice, late and out of order, and the return page confirms too', async () => {
    const quoted = await quote(t.app, customer, rateRequest(offer));
    const { session } = await checkout(t.app, customer, quoted);
    await payCard(stripeEmulator.url, session.sessionId);
    const object = { object: 'checkout.session', id: session.sessionId };
    expect((await signedWebhook(t.app, 'checkout.session.completed', object, 'evt_one')).statusCode).toBe(200);
    expect((await signedWebhook(t.app, 'checkout.session.completed', object, 'evt_one')).statusCode).toBe(200);
    expect((await signedWebhook(t.app, 'checkout.session.expired', object, 'evt_two')).statusCode).toBe(200);
    await registerPurchase(t.app, customer, { session_id: session.sessionId });
    await settle(t);
    await signedWebhook(t.app, 'checkout.session.completed', object, 'evt_three');
    await registerPurchase(t.app, customer, { session_id: session.sessionId });
    await settle(t);

    const progress = await registerPurchase(t.app, customer, { partner_order_id: quoted.partner_order_id });
    expect(progress.status).toBe('confirmed');
    const finishes = await t.db.execute(
      `select count(*)::int as n from jobs where type = 'booking-finish' and payload->>'bookingId' =
        (select id::text from bookings where partner_order_id = '${quoted.partner_order_id}')`,
    );
    expect((finishes as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses a webhook without a valid signature and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('refuses a signed webhook whose timestamp is more than 5 minutes off, either way', async () => {
    const session = { object: 'checkout.session', id: 'cs_test_timestamp' };
    const now = Math.floor(Date.now() / 1000);
    for (const signedAt of [now + 3600, now + 301, now - 301]) {
      const response = await signedWebhook(t.app, 'checkout.session.completed', session, `evt_${signedAt}`, signedAt);
      expect(response.statusCode).toBe(400);
    }
    expect((await signedWebhook(t.app, 'checkout.session.completed', session, 'evt_now', now + 60)).statusCode).toBe(
      200,
    );
  });

  it('refuses a signature header naming two timestamps, whichever one the SDK takes', async () => {
    const session = { object: 'checkout.session', id: 'cs_test_two_timestamps' };
    const payload = JSON.stringify({
      id: 'evt_two_timestamps',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const now = Math.floor(Date.now() / 1000);
    const farFuture = now + 30 * 24 * 3600;
    const signed = (signedAt: number) => signatureHeader(payload, SANDBOX_STRIPE_KEYS.webhookSecret, signedAt);
    const headers = [`t=${now},${signed(farFuture)}`, `t=${farFuture},${signed(now)}`];
    const statuses = [];
    for (const header of headers) statuses.push((await postWebhook(t.app, payload, header)).statusCode);
    expect(statuses).toEqual([400, 400]);
  });

  it('refunds a second payment of a booking and tells the customer', async () => {
    const buyer = await createSignedInCustomer(t.app);
    const quoted = await quote(t.app, buyer, rateRequest(offer));
    const first = await checkout(t.app, buyer, quoted);
    const second = await checkout(t.app, buyer, quoted);
    await payCard(stripeEmulator.url, first.session.sessionId);
    await payCard(stripeEmulator.url, second.session.sessionId);
    await registerPurchase(t.app, buyer, { session_id: first.session.sessionId });
    await registerPurchase(t.app, buyer, { session_id: second.session.sessionId });
    await settle(t);

    const intent = (await stripe.checkout.sessions.retrieve(second.session.sessionId)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const mails = t.mailbox.list(buyer.email).map((mail) => mail.subject);
    expect(mails).toContainEqual(expect.stringContaining('charged twice'));
  });

  it('answers hostile webhook requests with a 4xx and the JSON error shape', async () => {
    const attempts = [
      { headers: {}, payload: '' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/json' }, payload: '{"id": ' },
      { headers: { 'content-type': 'application/json', 'stripe-signature': 'x'.repeat(5000) }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: `"${'a'.repeat(600 * 1024)}"` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', ...attempt });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('books nothing after a declined card', async () => {
    const quoted = await quote(t.app, customer, rateRequest(offer));
    const { session } = await checkout(t.app, customer, quoted);
    const declined = await payCard(stripeEmulator.url, session.sessionId, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    const progress = await registerPurchase(t.app, customer, { session_id: session.sessionId });
    expect(progress.status).toBe('quoted');
    await settle(t);
    const listed = await orders(customer);
    expect(
      listed.orders.map((order: { partner_data: { order_id: string } }) => order.partner_data.order_id),
    ).not.toContain(quoted.partner_order_id);
  });

  it('refunds the payment and tells the customer when the partner fails after payment', async () => {
    const buyer = await createSignedInCustomer(t.app);
    const quoted = await quote(t.app, buyer, rateRequest(offer));
    const { session } = await checkout(t.app, buyer, quoted);
    await payCard(stripeEmulator.url, session.sessionId);
    await registerPurchase(t.app, buyer, { session_id: session.sessionId });
    etgClock.advance(61 * 60 * 1000); // the partner's booking form has expired by the time we finish
    await settle(t);

    const progress = await registerPurchase(t.app, buyer, { partner_order_id: quoted.partner_order_id });
    expect(progress).toMatchObject({ status: 'refunded', amount_refunded: quoted.amount });
    const intent = (await stripe.checkout.sessions.retrieve(session.sessionId)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect((await orders(buyer)).orders).toMatchObject([
      { status: 'refunded', amount_refunded: { amount: quoted.amount.toFixed(2) } },
    ]);
    const mails = t.mailbox.list(buyer.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('could not be made'));
  });
});

describe('when Stripe does not answer', () => {
  it('says the payment service is down with a 503 and changes nothing', async () => {
    const down = await buildTestApp({ etgUrl: etg.url });
    try {
      const buyer = await createSignedInCustomer(down.app);
      const quoted = await quote(down.app, buyer, rateRequest(offer));
      const product = await down.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: buyer.auth,
        payload: { partner_order_id: quoted.partner_order_id },
      });
      const returned = await down.app.inject({
        method: 'POST',
        url: '/api/registerPurchase',
        headers: buyer.auth,
        payload: { session_id: 'cs_test_unknown' },
      });
      for (const response of [product, returned]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ error: 'unavailable', message: messages.bookings.paymentUnavailable });
      }
      const progress = await registerPurchase(down.app, buyer, { partner_order_id: quoted.partner_order_id });
      expect(progress.status).toBe('quoted');
    } finally {
      await down.close();
    }
  });
});

describe('a paid bid', () => {
  it('is booked at the counter amount and becomes completed', async () => {
    const bidder = await createSignedInCustomer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const bid = await placeBid(t.app, bidder, offer, atFloorStep(offer));
    const counter = Math.round(((bid.bid + offer.listed) / 2) * 100) / 100;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/bids/${bid.id}/counter`,
      headers: supplier.auth,
      payload: { amount: counter },
    });
    expect(decided.statusCode).toBe(200);

    const { quoted } = await book(bidder, { bid_id: bid.id });
    expect(quoted).toMatchObject({ amount: counter, bid_id: bid.id });
    const bids = (
      await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${bidder.id}`, headers: bidder.auth })
    ).json();
    expect(bids[0]).toMatchObject({ id: bid.id, status: 'completed' });
    const booked = (await orders(bidder)).orders;
    expect(booked).toEqual([
      expect.objectContaining({ partner_data: { order_id: quoted.partner_order_id }, bid_id: bid.id }),
    ]);

    const again = await post(bidder, '/api/orderBookingForm', { bid_id: bid.id });
    expect(again.statusCode).toBe(409);
  });

  it('books one hotel when two counter-offers of a group are paid at once, and gives the other payment back', async () => {
    const bidder = await createSignedInCustomer(t.app);
    const supplier = await createSignedInSupplier(t.app, 'all');
    const { offers, groupId } = await placeGroup(t.app, bidder, { hotels: 2, keep: bookableAt(etg.url) });
    const listBids = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${bidder.id}`, headers: bidder.auth })
      ).json() as { id: string; hotel_id: number; status: string; reason: string | null; group_id: string }[];
    const group = (await listBids()).filter((bid) => bid.group_id === groupId);
    for (const [index, bid] of group.entries()) {
      const counter = await post(supplier, `/api/supplier/bids/${bid.id}/counter`, {
        amount: offers.find((offer) => offer.hid === bid.hotel_id)!.listed - 0.01,
      });
      expect(counter.statusCode, `counter ${index}`).toBe(200);
    }
    const sessions = [];
    const quotes = [];
    for (const bid of group) {
      const quoted = await quote(t.app, bidder, { bid_id: bid.id });
      const { session } = await checkout(t.app, bidder, quoted);
      quotes.push(quoted);
      sessions.push(session.sessionId);
    }
    for (const sessionId of sessions) expect((await payCard(stripeEmulator.url, sessionId)).status).toBe(200);
    await Promise.all(sessions.map((sessionId) => registerPurchase(t.app, bidder, { session_id: sessionId })));
    await settle(t);

    const progress = await Promise.all(
      quotes.map((quoted) => registerPurchase(t.app, bidder, { partner_order_id: quoted.partner_order_id })),
    );
    expect(progress.map((booking) => booking.status).sort()).toEqual(['confirmed', 'refunded']);
    const lost = quotes[progress.findIndex((booking) => booking.status === 'refunded')]!;
    const lostIntent = (await stripe.checkout.sessions.retrieve(sessions[quotes.indexOf(lost)]!)).payment_intent;
    expect(progress.find((booking) => booking.status === 'refunded')).toMatchObject({
      amount_refunded: lost.amount,
      failure: messages.bookings.anotherHotelBooked,
    });
    const listed = (await orders(bidder)).orders as Order[];
    expect(listed.map((order) => order.status).sort()).toEqual(['completed', 'refunded']);
    expect(listed.find((order) => order.status === 'refunded')).toMatchObject({
      partner_data: { order_id: lost.partner_order_id },
      amount_sell: { amount: lost.amount.toFixed(2) },
      amount_refunded: { amount: lost.amount.toFixed(2) },
    });
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const inBackOffice = await t.app.inject({
      method: 'GET',
      url: `/api/ops/bookings/${lost.partner_order_id}`,
      headers: operator.auth,
    });
    expect(inBackOffice.json()).toMatchObject({
      status: 'refunded',
      payment: { paymentIntent: lostIntent, paidAt: expect.any(String), amountPaid: lost.amount },
      partner: { failure: ANOTHER_HOTEL_BOOKED },
    });
    expect(inBackOffice.json().payment).toMatchObject({ amountRefunded: lost.amount, refundable: 0 });
    const ended = (await listBids()).filter((bid) => bid.group_id === groupId).map((bid) => [bid.status, bid.reason]);
    expect(ended).toEqual(
      expect.arrayContaining([
        ['completed', null],
        ['rejected', ANOTHER_HOTEL_ACCEPTED],
      ]),
    );
    const refunded = [];
    for (const sessionId of sessions) {
      const intent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
      const again = await stripe.refunds.create({ payment_intent: intent }).catch((error: { code?: string }) => error);
      refunded.push('code' in again && again.code === 'charge_already_refunded');
    }
    expect(refunded.filter(Boolean)).toHaveLength(1);
    const subjects = t.mailbox.list(bidder.email).map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringContaining('Another hotel of your bid was booked first'));
  });

  it('books once when two bookings of one bid are paid, and records the other payment and its refund', async () => {
    const bidder = await createSignedInCustomer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const bid = await placeBid(t.app, bidder, offer, atFloorStep(offer));
    const counter = await post(supplier, `/api/supplier/bids/${bid.id}/counter`, {
      amount: Math.round(((bid.bid + offer.listed) / 2) * 100) / 100,
    });
    expect(counter.statusCode).toBe(200);
    const quotes = [await quote(t.app, bidder, { bid_id: bid.id }), await quote(t.app, bidder, { bid_id: bid.id })];
    const sessions = [];
    for (const quoted of quotes) sessions.push((await checkout(t.app, bidder, quoted)).session.sessionId);
    for (const sessionId of sessions) await payCard(stripeEmulator.url, sessionId);
    for (const sessionId of sessions) await registerPurchase(t.app, bidder, { session_id: sessionId });
    await settle(t);

    const second = await registerPurchase(t.app, bidder, { partner_order_id: quotes[1]!.partner_order_id });
    expect(second).toMatchObject({
      status: 'refunded',
      amount_refunded: quotes[1]!.amount,
      failure: messages.bookings.bidAlreadyPaid,
    });
    const statuses = (await orders(bidder)).orders.map((order: Order) => order.status);
    expect(statuses.sort()).toEqual(['completed', 'refunded']);
    const intent = (await stripe.checkout.sessions.retrieve(sessions[1]!)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('cannot be paid while pending, nor by another customer', async () => {
    const bidder = await createSignedInCustomer(t.app);
    const bid = await placeBid(t.app, bidder, offer, atFloorStep(offer));
    expect((await post(bidder, '/api/orderBookingForm', { bid_id: bid.id })).statusCode).toBe(409);
    const intruder = await createSignedInCustomer(t.app);
    expect((await post(intruder, '/api/orderBookingForm', { bid_id: bid.id })).statusCode).toBe(404);
  });
});

type Policy = BookingQuote['cancellation_info']['policies'][number];
const charges = (info: BookingQuote['cancellation_info']) =>
  info.policies.map((tier: Policy) => Number(tier.penalty.amount_info?.amount_gross));

async function voucherCharges(who: SignedIn, partnerOrderId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/getVoucher/${partnerOrderId}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return [...pdfText(response.rawPayload).matchAll(/penalty\s*€\s*([\d,.]+)/g)].map((match) =>
    Number(match[1]!.replaceAll(',', '')),
  );
}

describe('cancellation charges', () => {
  it('charge a listed booking at most its price, the whole price once nothing is refundable', async () => {
    const buyer = await createSignedInCustomer(t.app);
    const { quoted } = await book(buyer);
    expect(Math.max(...charges(quoted.cancellation_info))).toBe(quoted.amount);
    const [order] = (await orders(buyer)).orders;
    expect(charges(order.cancellation_info)).toEqual(charges(quoted.cancellation_info));
  });

  it('charge a bid paid below the listed price a share of what was paid, and the voucher says the same', async () => {
    const bidder = await createSignedInCustomer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    // At the floor's step: a bid below it is answered at once by the rule job (decision 039), before any counter.
    const amount = atFloorStep(offer);
    const bid = await placeBid(t.app, bidder, offer, amount);
    const counter = Math.round(((amount + offer.listed) / 2) * 100) / 100;
    await post(supplier, `/api/supplier/bids/${bid.id}/counter`, { amount: counter });
    const { quoted } = await book(bidder, { bid_id: bid.id });
    const tiers = charges(quoted.cancellation_info);
    expect(Math.max(...tiers)).toBe(counter);
    for (const charge of tiers) expect(charge).toBeLessThanOrEqual(counter);
    const onVoucher = await voucherCharges(bidder, quoted.partner_order_id);
    expect(onVoucher).toHaveLength(tiers.length);
    onVoucher.forEach((charge, index) => expect(charge).toBeCloseTo(tiers[index]!, 1));
  });
});

describe('My Bookings', () => {
  let owner: SignedIn;
  let partnerOrderId: string;
  let freeBefore: Date;

  beforeAll(async () => {
    owner = await createSignedInCustomer(t.app);
    const { quoted } = await book(owner);
    partnerOrderId = quoted.partner_order_id;
    freeBefore = new Date(`${quoted.cancellation_info.free_cancellation_before}Z`);
  });

  it('hands out a real voucher PDF of the booking', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/getVoucher/${partnerOrderId}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`confirmation-${partnerOrderId}.pdf`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain('Agreement number: AG-');
    expect(text).toMatch(/Amount paid:\s*€[\d,]+\.\d{2}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).toContain('Guest A');
    expect(text).toContain('Cancellation policy');
  });

  it('keeps every booking call to its owner', async () => {
    const intruder = await createSignedInCustomer(t.app);
    const id = { partner_order_id: partnerOrderId };
    expect((await post(intruder, '/api/orderCancellation', id)).statusCode).toBe(404);
    expect((await post(intruder, '/api/registerPurchase', id)).statusCode).toBe(404);
    expect((await post(intruder, '/api/FinishBooking', { ...id, rooms: [{ guests: [] }] })).statusCode).toBe(400);
    expect((await post(intruder, '/api/createProduct', id)).statusCode).toBe(404);
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/getVoucher/${partnerOrderId}`,
      headers: intruder.auth,
    });
    expect(voucher.statusCode).toBe(404);
    const asked = await post(intruder, '/api/orderInformation', { search: { partner_order_ids: [partnerOrderId] } });
    expect(asked.json().data.orders).toEqual([]);
    expect((await post(intruder, '/api/getPurchases', { email: owner.email })).statusCode).toBe(403);
    const purchases = await t.app.inject({
      method: 'GET',
      url: `/api/User/getUserPurchases?userId=${owner.id}`,
      headers: intruder.auth,
    });
    expect(purchases.statusCode).toBe(403);
    const own = await post(owner, '/api/getPurchases', { email: owner.email });
    expect(own.json()).toEqual([expect.objectContaining({ partnerOrderId, status: 'confirmed' })]);
  });

  it('refuses to cancel once the free window has passed, and changes nothing', async () => {
    const late = await createSignedInCustomer(t.app);
    const { quoted } = await book(late);
    const deadline = new Date(`${quoted.cancellation_info.free_cancellation_before}Z`);
    const saved = t.clock.now();
    t.clock.advance(deadline.getTime() - saved.getTime() + 1000);
    const token = (await signIn(t.app, late.email)).json().access_token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orderCancellation',
      headers: { authorization: `Bearer ${token}` },
      payload: { partner_order_id: quoted.partner_order_id },
    });
    t.clock.advance(saved.getTime() - t.clock.now().getTime());
    expect(response.statusCode).toBe(409);
    expect((await orders(late)).orders[0]).toMatchObject({ status: 'completed', amount_refunded: { amount: '0.00' } });
  });

  it('cancels inside the free window with a full refund, and a second call answers the same', async () => {
    expect(freeBefore.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const first = await post(owner, '/api/orderCancellation', { partner_order_id: partnerOrderId });
    expect(first.statusCode).toBe(200);
    const { order, amount_refunded: refunded } = first.json().data;
    expect(order).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(refunded.amount).toBe(order.amount_sell.amount);
    const second = await post(owner, '/api/orderCancellation', { partner_order_id: partnerOrderId });
    expect(second.json()).toEqual(first.json());
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/getVoucher/${partnerOrderId}`,
      headers: owner.auth,
    });
    expect(voucher.statusCode).toBe(409);
  });
});
