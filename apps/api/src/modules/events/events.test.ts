import { DAY_MS, roundMoney } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { rows } from '../../db/migrate.ts';
import { createSignedInSupplier, findOffer, placeBid } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100 });
  t = await buildTestApp({ etgUrl: etg.url });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An event stream once connected, and a promise that it was ended by the server. */
async function openStream(who: SignedIn, signal: AbortSignal) {
  const response = await fetch(`${baseUrl}/api/events`, { headers: who.auth, signal });
  const reader = response.body!.getReader();
  await reader.read();
  const ended = (async () => {
    while (!(await reader.read()).done);
    return true;
  })().catch(() => false);
  return { ended };
}

/** Reads server-sent events until `count` events arrived. */
async function collectEvents(who: SignedIn, count: number, signal: AbortSignal) {
  const response = await fetch(`${baseUrl}/api/events`, { headers: who.auth, signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (const match of buffer.matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(match[1]!));
    buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
  }
  return events;
}

type Received = { id: number; data: { bidId: string; status: string } };

/** Reads server-sent events, with their ids, until one says `status`. */
async function eventsUntil(who: SignedIn, status: string, lastEventId?: number) {
  const abort = new AbortController();
  const headers = { ...who.auth, ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }) };
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const received: Received[] = [];
  let buffer = '';
  while (!received.some((event) => event.data.status === status)) {
    buffer += (await reader.read()).value ?? '';
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (id && data) received.push({ id: Number(id), data: JSON.parse(data) });
    }
  }
  abort.abort();
  return received;
}

describe('missed bid events', () => {
  it('are sent to a page reconnecting with the id of the last event it had', async () => {
    const customer = await createSignedInCustomer(t.app);
    const offer = await findOffer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const placing = eventsUntil(customer, 'pending');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const bid = await placeBid(t.app, customer, offer, roundMoney(offer.listed * 0.9));
    const [placed] = await placing;
    expect(placed!.data).toMatchObject({ bidId: bid.id, status: 'pending' });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/bids/${bid.id}/reject`,
      headers: supplier.auth,
    });
    expect(rejected.statusCode).toBe(200);
    const missed = await eventsUntil(customer, 'rejected', placed!.id);
    expect(missed.map((event) => event.data)).toEqual([expect.objectContaining({ bidId: bid.id, status: 'rejected' })]);
    expect(missed[0]!.id).toBeGreaterThan(placed!.id);
  });

  it.skipIf(!inject('postgresUrl'))(
    'are read from the log after a NOTIFY was lost while the process re-listened',
    async () => {
      const customer = await createSignedInCustomer(t.app);
      const offer = await findOffer(t.app);
      const bid = await placeBid(t.app, customer, offer, roundMoney(offer.listed * 0.9));
      const stream = eventsUntil(customer, 'rejected');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'listen "bid_events"%'`);
      await t.db.execute(sql`update bids set status = 'rejected', decided_by = 'system' where id = ${bid.id}`);
      expect((await stream).map((event) => event.data)).toEqual([
        expect.objectContaining({ bidId: bid.id, status: 'rejected' }),
      ]);
    },
  );

  it.skipIf(!inject('postgresUrl'))(
    'are none for a page answered before its stream could read the log: it is answered only once subscribed',
    async () => {
      const customer = await createSignedInCustomer(t.app);
      let unlock!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table bid_events in access exclusive mode`);
        locked();
        await new Promise<void>((resolve) => (unlock = resolve));
      });
      await isLocked;
      let answered = false;
      const abort = new AbortController();
      const opening = fetch(`${baseUrl}/api/events`, { headers: customer.auth, signal: abort.signal }).then(
        (response) => {
          answered = true;
          return response;
        },
      );
      const waitingForTheLog = async () =>
        rows<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%bid_events%'`),
        )[0]!.n;
      while ((await waitingForTheLog()) === 0);
      await waitingForTheLog();
      expect(answered).toBe(false);
      unlock();
      await holding;
      expect((await opening).status).toBe(200);
      abort.abort();
    },
  );
});

describe('live bid events', () => {
  it("reach the bid's customer and the hotel's supplier, not another customer", async () => {
    const customer = await createSignedInCustomer(t.app);
    const bystander = await createSignedInCustomer(t.app);
    const offer = await findOffer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const bid = await placeBid(t.app, customer, offer, roundMoney(offer.listed * 0.9));
    const abort = new AbortController();
    const customerEvents = collectEvents(customer, 1, abort.signal);
    const supplierEvents = collectEvents(supplier, 1, abort.signal);
    const bystanderEvents = collectEvents(bystander, 1, abort.signal).catch(() => []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/bids/${bid.id}/reject`,
      headers: supplier.auth,
    });
    expect(decided.statusCode).toBe(200);
    const expected = { type: 'bid', bidId: bid.id, status: 'rejected', hotelId: offer.hid };
    expect(await customerEvents).toEqual([expected]);
    expect(await supplierEvents).toEqual([expected]);
    abort.abort();
    expect(await bystanderEvents).toEqual([]);
  });

  it('keeps at most 10 open streams per account: the 11th closes the first', async () => {
    const customer = await createSignedInCustomer(t.app);
    const abort = new AbortController();
    const opened = [];
    for (let stream = 0; stream < 11; stream += 1) opened.push(await openStream(customer, abort.signal));
    expect(await opened[0]!.ended).toBe(true);
    expect(await Promise.race([opened[1]!.ended, delay(300).then(() => 'open')])).toBe('open');
    abort.abort();
  });

  it("closes a customer's open streams when the account is deactivated", async () => {
    const customer = await createSignedInCustomer(t.app);
    const abort = new AbortController();
    const stream = await openStream(customer, abort.signal);
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/updateCustomerUser/${customer.id}`,
      headers: customer.auth,
      payload: { active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await Promise.race([stream.ended, delay(3000).then(() => 'open')])).toBe(true);
    abort.abort();
  });

  it("closes a hotel partner's open streams when they sign out everywhere", async () => {
    const offer = await findOffer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const abort = new AbortController();
    const stream = await openStream(supplier, abort.signal);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/signOutEverywhere', headers: supplier.auth });
    expect(signedOut.statusCode).toBe(200);
    expect(await Promise.race([stream.ended, delay(3000).then(() => 'open')])).toBe(true);
    abort.abort();
  });

  it('refuses a stream without a token', async () => {
    expect((await fetch(`${baseUrl}/api/events`)).status).toBe(401);
  });
});

describe('the bid event log', () => {
  it('keeps two days: the daily purge drops older events and queues the next purge', async () => {
    const customer = await createSignedInCustomer(t.app);
    const offer = await findOffer(t.app);
    const bid = await placeBid(t.app, customer, offer, roundMoney(offer.listed * 0.9));
    const logged = async () =>
      rows<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from bid_events where bid_id = ${bid.id}`),
      )[0]!.n;
    expect(await logged()).toBe(1);
    t.clock.advance(2 * DAY_MS - 60_000);
    await t.app.services.eventLog.purge();
    expect(await logged()).toBe(1);
    t.clock.advance(120_000);
    await t.app.services.eventLog.purge();
    expect(await logged()).toBe(0);
    const queued = rows<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from jobs where type = 'bid-event-log-purge' and done_at is null`,
      ),
    );
    expect(queued[0]!.n).toBe(1);
  });
});
