import { HOUR_MS, PAY_WITHIN_HOURS } from '@bidstay/contract';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptableAmount, createSignedInSupplier, type Offer } from '../../../test/bid-fixtures.ts';
import { autopayBody, chargesOf, saveCard, stripeAt } from '../../../test/autopay-fixtures.ts';
import { findOfferWith, settle, startTestStripe } from '../../../test/booking-fixtures.ts';
import { buildTestApp, TEST_START, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';
import { fixedClock } from '../../lib/clock.ts';
import { autopayChargeKey } from './autopay-booking.ts';

let t: TestApp;
let etg: Awaited<ReturnType<typeof startTestEtg>>;
let emulator: Awaited<ReturnType<typeof startTestStripe>>;
let stripe: Stripe;
let supplier: SignedIn;
let offer: Offer;
const etgClock = fixedClock(TEST_START);
/** Where the customer placed the bid from: a documentation address, never the server's own. */
const CUSTOMER_IP = '203.0.113.7';

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 200, clock: etgClock });
  emulator = await startTestStripe({ now: () => t.clock.now() });
  stripe = stripeAt(emulator);
  t = await buildTestApp({ etgUrl: etg.url, stripePort: emulator.port, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  offer = await findOfferWith(t.app, etg.url, 'available');
  supplier = await createSignedInSupplier(t.app, 'all');
}, 300_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
  await etg.close();
});

type MyBid = { id: string; status: string; reason: string | null; pay_by: string | null; autopay: boolean };

const post = (who: SignedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, remoteAddress: CUSTOMER_IP, ...(payload && { payload }) });
const myBids = async (who: SignedIn): Promise<MyBid[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();

/** Bids at the hotel wait for a person, who accepts them in the console. */
async function leaveToPerson(hid: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${hid}`,
    headers: supplier.auth,
    payload: {
      lines: [{ label: 'Ask me', when: {}, autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null }],
      nightlyCap: null,
    },
  });
  expect(response.statusCode).toBe(200);
}

async function placeAutopay(who: SignedIn, card: string) {
  const response = await post(who, '/api/newCreateBid', autopayBody(who, offer, acceptableAmount([offer])!, card));
  expect(response.statusCode, response.body).toBe(201);
  await t.runJobs();
  return response.json() as MyBid;
}

const accept = (bid: MyBid) => post(supplier, `/api/supplier/bids/${bid.id}/accept`);

/** Runs the jobs through every try of a job: a try an hour, the longest wait between two, a few times more than it has. */
async function runThroughRetries(hours = 15) {
  for (let hour = 0; hour < hours; hour += 1) {
    t.clock.advance(HOUR_MS);
    await settle(t);
  }
}

describe('an autopay bid whose job keeps failing', () => {
  it('books with the partner from the address the customer bid from', async () => {
    await leaveToPerson(offer.hid);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who);
    const bid = await placeAutopay(who, card.id);
    expect((await accept(bid)).statusCode).toBe(200);
    await settle(t);

    expect((await myBids(who))[0]).toMatchObject({ id: bid.id, status: 'completed' });
    const forms = t.partnerBodies('hotel/order/booking/form/') as { user_ip: string }[];
    expect(forms.at(-1)?.user_ip).toBe(CUSTOMER_IP);
  });

  it('falls back to pay-by with a reason and refunds a charge made before the partner went down for good', async () => {
    await leaveToPerson(offer.hid);
    const who = await createSignedInCustomer(t.app);
    const card = await saveCard(t.app, stripe, who);
    const bid = await placeAutopay(who, card.id);
    const acceptedAt = t.clock.now().getTime();
    expect((await accept(bid)).statusCode).toBe(200);
    const { customer } = await stripe.paymentMethods.retrieve(card.id);
    const amount = Math.round(acceptableAmount([offer])! * 100);
    const earlier = await stripe.paymentIntents.create(
      {
        amount,
        currency: 'eur',
        customer: String(customer),
        payment_method: card.id,
        off_session: true,
        confirm: true,
        metadata: { bid_id: bid.id },
      },
      { idempotencyKey: autopayChargeKey(bid.id) },
    );
    expect(earlier.status).toBe('succeeded');
    await etg.close();
    await runThroughRetries();

    const [after] = await myBids(who);
    expect(after).toMatchObject({ id: bid.id, status: 'accepted', reason: 'service_unavailable', autopay: false });
    expect(after?.pay_by).toBe(new Date(acceptedAt + PAY_WITHIN_HOURS * HOUR_MS).toISOString());
    const [charge] = await chargesOf(stripe, card.id);
    const refunded = await stripe.charges.retrieve(String(charge!.latest_charge));
    expect(refunded).toMatchObject({ refunded: true, amount_refunded: amount });
    const mail = t.mailbox.list(who.email).find((each) => each.subject.includes('Pay your accepted'));
    expect(mail?.text).toContain('My Bids by');
  });
});
