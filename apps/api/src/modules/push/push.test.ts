import { createServer, type Server } from 'node:http';
import { roundMoney } from '@bidstay/contract';
import { startPushService } from '@bidstay/sandbox/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atFloorStep,
  createBidder,
  createSignedInSupplier,
  findOffer,
  placeBid,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import {
  checkout,
  findOfferWith,
  payCard,
  quote,
  rateRequest,
  registerPurchase,
  settle,
  startTestStripe,
} from '../../../test/booking-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { createEnrolledOperator } from '../../../test/operator-fixtures.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let stripe: Awaited<ReturnType<typeof startTestStripe>>;
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let offer: Offer;
let partner: SignedIn;
let publicKey: string;

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 40 });
  stripe = await startTestStripe({ now: () => t.clock.now() });
  t = await buildTestApp({ etgUrl: etg.url, stripePort: stripe.port });
  pushService = await startPushService({ now: () => t.clock.now() });
  offer = await findOffer(t.app);
  partner = await createSignedInSupplier(t.app, [offer.hid]);
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
  await stripe.close();
  await etg.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });

/** A browser's subscription through the test's push service, registered with the app. */
async function subscribedDevice(who: SignedIn) {
  const subscription = await pushService.subscribe(publicKey);
  expect((await call(who, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(201);
  return subscription;
}

/** A bid left to a person, countered by the hotel's partner. */
async function counteredBid(who: SignedIn) {
  const bid = await placeBid(t.app, who, offer, atFloorStep(offer));
  await t.runJobs();
  const answer = await call(partner, 'POST', `/api/supplier/bids/${bid.id}/counter`, {
    amount: roundMoney(offer.listed * 0.99),
  });
  expect(answer.statusCode).toBe(200);
  return { bid: answer.json() };
}

type ListedPush = { id: number; title: string; role: string; endpointHost: string; lastError: string | null };

/** What the back office's Operations lists of the pushes to devices, in `state`. */
async function listedPushes(state: string) {
  const operator = await createEnrolledOperator(t.app, t.clock.now());
  const answer = await call(operator, 'GET', `/api/ops/pushes?state=${state}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().pushes as ListedPush[];
}

/** The pushes `run` adds to the back office's list of those in `state`. */
async function pushesAddedBy(state: string, run: () => Promise<unknown>) {
  const before = new Set((await listedPushes(state)).map((push) => push.id));
  await run();
  return (await listedPushes(state)).filter((push) => !before.has(push.id));
}

const runJobsTwice = async () => {
  await t.runJobs();
  await t.runJobs();
};

describe('Web Push', () => {
  it('gives its VAPID public key, an uncompressed P-256 point', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
  });

  it("pushes a counter-offer signed with the app's key, encrypted, expiring with the offer", async () => {
    const customer = await createBidder(t.app);
    const device = await subscribedDevice(customer);
    const { bid } = await counteredBid(customer);
    await runJobsTwice();
    const id = device.endpoint.split('/').pop();
    const [arrival] = pushService.list().filter((found) => found.subscription === id);
    expect(arrival?.vapidKey).toBe(publicKey);
    expect(arrival?.claims.aud).toBe(pushService.origin);
    expect(JSON.parse(arrival!.text)).toEqual({
      title: expect.stringContaining('counter-offer'),
      body: expect.stringContaining('€'),
      url: `/dashboard/mybids?bid=${bid.id}`,
      tag: `bid-${bid.id}`,
    });
    const secondsLeft = (Date.parse(bid.counter_offer.valid_until) - t.clock.now().getTime()) / 1000;
    expect(arrival!.ttl).toBeGreaterThan(0);
    expect(arrival!.ttl).toBeLessThanOrEqual(secondsLeft);
    expect(arrival!.urgency).toBe('high');
    const devices = (await call(customer, 'GET', '/api/push/subscriptions')).json().devices;
    expect(devices[0].lastDeliveredAt).not.toBeNull();
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const customer = await createBidder(t.app);
    const device = await subscribedDevice(customer);
    await fetch(device.endpoint, { method: 'DELETE' });
    await counteredBid(customer);
    await runJobsTwice();
    expect((await call(customer, 'GET', '/api/push/subscriptions')).json().devices).toEqual([]);
  });

  it('answers the decision as fast and mails it when the push service refuses connections', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const customer = await createBidder(t.app);
    const { keys } = await pushService.subscribe(publicKey);
    const endpoint = `http://127.0.0.1:${port}/push/refused`;
    expect((await call(customer, 'POST', '/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(201);
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const queuedPushes = async () => (await call(operator, 'GET', '/api/ops/jobs?type=push&state=queued')).json().total;
    const before = await queuedPushes();
    await counteredBid(customer);
    expect(await queuedPushes()).toBeGreaterThan(before);
    await runJobsTwice();
    expect(t.mailbox.list(customer.email).some((mail) => mail.subject.includes('has answered your'))).toBe(true);
    const devices = (await call(customer, 'GET', '/api/push/subscriptions')).json().devices;
    expect(devices).toHaveLength(1);
    expect(devices[0].lastDeliveredAt).toBeNull();
  });

  it("shows the operator each device's push: sent, and failed with the push service's answer", async () => {
    const customer = await createBidder(t.app);
    await subscribedDevice(customer);
    const sent = await pushesAddedBy('done', async () => {
      await counteredBid(customer);
      await runJobsTwice();
    });
    expect(sent).toEqual([
      expect.objectContaining({ title: expect.stringContaining('counter-offer'), role: 'customer' }),
    ]);

    const refusing = createServer((_request, response) => response.writeHead(400).end());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const address = refusing.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const other = await createBidder(t.app);
    const { keys } = await pushService.subscribe(publicKey);
    const endpoint = `http://127.0.0.1:${port}/push/refusing`;
    expect((await call(other, 'POST', '/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(201);
    const failed = await pushesAddedBy('failed', async () => {
      await counteredBid(other);
      await runJobsTwice();
    });
    refusing.close();
    expect(failed).toEqual([
      expect.objectContaining({ endpointHost: `127.0.0.1:${port}`, lastError: 'push service answered 400' }),
    ]);
  });

  it('lists the pushes to the back office only', async () => {
    const customer = await createBidder(t.app);
    expect((await call(customer, 'GET', '/api/ops/pushes')).statusCode).toBe(403);
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    expect((await call(operator, 'GET', '/api/ops/pushes?state=lost')).statusCode).toBe(400);
  });

  it.each(['http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/push', 'https://192.168.1.2/push'])(
    'refuses an endpoint on a private or link-local address: %s',
    async (endpoint) => {
      const customer = await createBidder(t.app);
      const { keys } = await pushService.subscribe(publicKey);
      const answer = await call(customer, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(answer.statusCode).toBe(400);
    },
  );

  it('refuses an endpoint that is no known push service', async () => {
    const customer = await createBidder(t.app);
    const { keys } = await pushService.subscribe(publicKey);
    const answer = await call(customer, 'POST', '/api/push/subscriptions', { endpoint: 'https://example.com/p', keys });
    expect(answer.statusCode).toBe(400);
  });

  it('keeps at most 10 devices an account, and removes one of its own only', async () => {
    const customer = await createBidder(t.app);
    const other = await createBidder(t.app);
    const devices = [];
    for (let index = 0; index < 10; index++) devices.push(await subscribedDevice(customer));
    const eleventh = await pushService.subscribe(publicKey);
    expect((await call(customer, 'POST', '/api/push/subscriptions', eleventh)).statusCode).toBe(409);
    const endpoint = devices[0]!.endpoint;
    expect((await call(other, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(404);
    expect((await call(customer, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(204);
    expect((await call(customer, 'GET', '/api/push/subscriptions')).json().devices).toHaveLength(9);
  });

  it('sends no push of a kind the customer switched off, and no mail when e-mail is off', async () => {
    const customer = await createBidder(t.app);
    const device = await subscribedDevice(customer);
    const off = { kind: 'bid-countered', push: false, email: false };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/push/preferences', headers: customer.auth, payload: off }))
        .statusCode,
    ).toBe(200);
    await counteredBid(customer);
    await runJobsTwice();
    const id = device.endpoint.split('/').pop();
    expect(pushService.list().filter((found) => found.subscription === id)).toEqual([]);
    expect(t.mailbox.list(customer.email).some((mail) => mail.subject.includes('has answered your'))).toBe(false);
  });

  it('pushes a confirmed booking beside its mail', async () => {
    const customer = await createBidder(t.app);
    const device = await subscribedDevice(customer);
    const quoted = await quote(t.app, customer, rateRequest(await findOfferWith(t.app, etg.url, 'available')));
    const { session } = await checkout(t.app, customer, quoted);
    await payCard(stripe.url, session.sessionId);
    await registerPurchase(t.app, customer, { session_id: session.sessionId });
    await settle(t);
    const id = device.endpoint.split('/').pop();
    const [arrival] = pushService.list().filter((found) => found.subscription === id);
    expect(JSON.parse(arrival!.text)).toMatchObject({
      title: expect.stringMatching(/is booked$/),
      url: '/dashboard/mybookings',
    });
    expect(arrival!.urgency).toBe('normal');
  });

  it("tells the hotel's partner of a bid left to a person, until the bid expires", async () => {
    const partnerDevice = await subscribedDevice(partner);
    const bid = await placeBid(t.app, await createBidder(t.app), offer, atFloorStep(offer));
    await runJobsTwice();
    await t.runJobs();
    const id = partnerDevice.endpoint.split('/').pop();
    const [arrival] = pushService.list().filter((found) => found.subscription === id);
    expect(JSON.parse(arrival!.text)).toMatchObject({
      title: expect.stringMatching(/waits for your answer$/),
      url: '/supplier',
      tag: `bid-${bid.id}`,
    });
    expect(
      (await call(partner, 'DELETE', '/api/push/subscriptions', { endpoint: partnerDevice.endpoint })).statusCode,
    ).toBe(204);
  });
});
