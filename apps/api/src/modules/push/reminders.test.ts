import {
  COUNTER_REMINDER_HOURS,
  COUNTER_VALID_HOURS,
  HOUR_MS,
  PAYMENT_REMINDER_HOURS,
  PAY_WITHIN_HOURS,
  roundMoney,
} from '@bidstay/contract';
import { startPushService } from '@bidstay/sandbox/push';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/migrate.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atFloorStep,
  createBidder,
  createSignedInSupplier,
  findOffer,
  placeBid,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let offer: Offer;
let publicKey: string;
/** The hotel's partner, signed in again by each test: the clock a test moves ends its session. */
let partner: SignedIn;

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 40 });
  t = await buildTestApp({ etgUrl: etg.url });
  // A push service checks the VAPID token's expiry on the wall clock, as web-push signs it: not the test's clock.
  pushService = await startPushService();
  offer = await findOffer(t.app);
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
  await etg.close();
});

const MINUTE_MS = 60_000;

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });

/** A customer with a device subscribed through the test's push service; what arrives there for it. */
async function subscribedCustomer() {
  const customer = await createBidder(t.app);
  partner = await createSignedInSupplier(t.app, [offer.hid]);
  const subscription = await pushService.subscribe(publicKey);
  expect((await call(customer, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(201);
  const id = subscription.endpoint.split('/').pop();
  const arrivals = () =>
    pushService
      .list()
      .filter((found) => found.subscription === id)
      .map((found) => ({ ...found, message: JSON.parse(found.text) as { title: string; url: string } }));
  const arrivalsWith = (words: string) => arrivals().filter((arrival) => arrival.message.title.includes(words));
  return { customer, arrivalsWith };
}

/** A bid left to a person (above the floor: one below it is rejected at once), answered by the hotel's partner. */
async function answeredBid(customer: SignedIn, answer: 'counter' | 'accept', amount: number) {
  const bid = await placeBid(t.app, customer, offer, amount);
  await t.runJobs();
  const payload = answer === 'counter' ? { amount: roundMoney(offer.listed * 0.99) } : undefined;
  const answered = await call(partner, 'POST', `/api/supplier/bids/${bid.id}/${answer}`, payload);
  expect(answered.statusCode).toBe(200);
  await settle();
  return answered.json() as { id: string };
}

/** Runs the jobs due now, and those they queue. */
async function settle() {
  for (let round = 0; round < 3; round++) await t.runJobs();
}

const mailsWith = (who: SignedIn, words: string) =>
  t.mailbox.list(who.email).filter((mail) => mail.subject.includes(words));

/** The pushes of a kind sent to a bid's customer: the sandbox keeps only the newest message of a topic. */
async function pushesOf(kind: string, bidId: string) {
  const [found] = rows<{ sent: number }>(
    await t.db.execute(
      sql`select count(*)::int as sent from jobs where type = 'push-device' and payload->>'kind' = ${kind} and payload->'message'->>'url' like ${`%${bidId}`}`,
    ),
  );
  return found!.sent;
}

describe('reminders before a deadline', () => {
  it('reminds of a counter-offer 2 hours before it lapses, by mail and push, once', async () => {
    const { customer, arrivalsWith } = await subscribedCustomer();
    const bid = await answeredBid(customer, 'counter', atFloorStep(offer));
    t.clock.advance((COUNTER_VALID_HOURS - COUNTER_REMINDER_HOURS) * HOUR_MS - MINUTE_MS);
    await settle();
    expect(mailsWith(customer, 'ends soon')).toHaveLength(0);
    t.clock.advance(2 * MINUTE_MS);
    await Promise.all([t.runJobs(), t.runJobs()]);
    await settle();
    await t.app.services.bids.remind(bid.id, 'counteroffer');
    await settle();
    expect(mailsWith(customer, 'ends soon')).toHaveLength(1);
    expect(await pushesOf('counter-ending', bid.id)).toBe(1);
    const reminders = arrivalsWith(`ends in ${COUNTER_REMINDER_HOURS} hours`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message.url).toBe(`/dashboard/mybids?bid=${bid.id}`);
    expect(reminders[0]!.ttl).toBeLessThanOrEqual(COUNTER_REMINDER_HOURS * 3600);
    expect(reminders[0]!.urgency).toBe('high');
  });

  it('reminds of an accepted bid 6 hours before its payment is due', async () => {
    const { customer, arrivalsWith } = await subscribedCustomer();
    const bid = await answeredBid(customer, 'accept', roundMoney(offer.listed * 0.97));
    t.clock.advance((PAY_WITHIN_HOURS - PAYMENT_REMINDER_HOURS) * HOUR_MS + MINUTE_MS);
    await settle();
    expect(mailsWith(customer, 'Pay your bid')).toHaveLength(1);
    const reminders = arrivalsWith(`within ${PAYMENT_REMINDER_HOURS} hours`);
    expect(reminders.map((arrival) => arrival.message.url)).toEqual([`/dashboard/mybids?bid=${bid.id}`]);
    expect(reminders[0]!.ttl).toBeLessThanOrEqual(PAYMENT_REMINDER_HOURS * 3600);
  });

  it('reminds only by push when the customer switched its e-mail off, and not of a declined counter-offer', async () => {
    const { customer, arrivalsWith } = await subscribedCustomer();
    const off = { kind: 'counter-ending', push: true, email: false };
    expect((await call(customer, 'PUT', '/api/push/preferences', off)).statusCode).toBe(200);
    const kept = await answeredBid(customer, 'counter', atFloorStep(offer));
    const declined = await answeredBid(customer, 'counter', roundMoney(atFloorStep(offer) + 1));
    const update = { id: declined.id, status: 'rejected' };
    expect((await call(customer, 'POST', '/api/newUpdateBid', update)).statusCode).toBe(200);
    t.clock.advance((COUNTER_VALID_HOURS - COUNTER_REMINDER_HOURS) * HOUR_MS + MINUTE_MS);
    await settle();
    expect(mailsWith(customer, 'ends soon')).toHaveLength(0);
    const urls = arrivalsWith('ends in').map((arrival) => arrival.message.url);
    expect(urls).toEqual([`/dashboard/mybids?bid=${kept.id}`]);
    expect(await pushesOf('counter-ending', declined.id)).toBe(0);
  });
});
