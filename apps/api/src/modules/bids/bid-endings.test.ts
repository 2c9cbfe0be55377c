import { BID_STEP_PERCENT, bidFloor, messages, percentLevel } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/migrate.ts';
import {
  createBidder,
  createSignedInSupplier,
  bidBody,
  findOffer,
  placeBid,
  signInAgain,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { createEnrolledOperator } from '../../../test/operator-fixtures.ts';
import { formatMoney } from '../mail/mail-words.ts';
import { noticeText, type NoticeKey } from '../push/notice-texts.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
/** A hotel that never gets rules. */
let bare: Offer;
let owner: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  offer = await findOffer(t.app, 0);
  bare = await findOffer(t.app, 1);
  owner = await createSignedInSupplier(t.app, [offer.hid, bare.hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

beforeEach(async () => {
  owner = await signInAgain(t.app, owner);
  offer = await findOffer(t.app, 0);
  bare = await findOffer(t.app, 1);
  t.clock.advance(61_000);
});

const at = (percent: number, of = offer) => percentLevel(of.listed, percent);
/** The lowest step of 2 % of the listed price at or above the rate's floor. */
function floorStepOf(of: Offer) {
  let step = BID_STEP_PERCENT;
  while (at(step, of) < bidFloor(of.rate)) step += BID_STEP_PERCENT;
  return step;
}
async function setRule(levels: object, nightlyCap: number | null = null) {
  const line = {
    label: 'Every bid',
    when: {},
    autoAcceptPercent: null,
    rejectBelowPercent: null,
    counterPercent: null,
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${offer.hid}`,
    headers: owner.auth,
    payload: { lines: [{ ...line, ...levels }], nightlyCap },
  });
  expect(saved.statusCode).toBe(200);
}
const listBids = async (who: SignedIn): Promise<{ id: string; status: string; reason: string | null }[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();
const bidOf = async (who: SignedIn, id: string) => (await listBids(who)).find((found) => found.id === id);
const deleteBid = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: '/api/newDeleteBid', headers: who.auth, payload: { id } });
const chance = (who: SignedIn, bid: number, of = offer) =>
  t.app.inject({ method: 'POST', url: '/api/bidChance', headers: who.auth, payload: bidBody(who, of, bid) });
async function hotelHistory(hid: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/supplier/bids?status=decided&hotelId=${hid}&pageSize=100`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().bids as { id: string; status: string; reason: string | null; decided_by: string | null }[];
}
async function backOfficeBids(customerId: string) {
  const operator = await createEnrolledOperator(t.app, t.clock.now());
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/ops/customers/${customerId}`,
    headers: operator.auth,
    remoteAddress: '127.0.0.1',
  });
  expect(file.statusCode).toBe(200);
  return file.json().bids as { id: string; status: string; reason: string | null; decided_by: string | null }[];
}
type Push = {
  to: { hotelId?: number };
  kind: string;
  tag?: string;
  text: { key: NoticeKey; data: Record<string, string> };
};

/** The pushes queued for a bid's hotel's partners, of one kind. */
async function hotelPushes(bid: { id: string; hotel_id: number }, kind: string) {
  const queued = rows<{ payload: Push }>(await t.db.execute(sql`select payload from jobs where type = 'push'`));
  return queued
    .map((job) => job.payload)
    .filter((push) => push.to.hotelId === bid.hotel_id && push.kind === kind && push.tag === `bid-${bid.id}`);
}

describe('a withdrawn bid', () => {
  it('stays withdrawn for its customer, its hotel and the back office, and its hotel is told by mail and push', async () => {
    await setRule({ autoAcceptPercent: floorStepOf(offer) });
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, at(98));
    await t.runJobs();
    expect(await bidOf(who, bid.id)).toMatchObject({ status: 'accepted' });
    const withdrawn = await deleteBid(who, bid.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(messages.bids.withdrawn);
    const pushes = await hotelPushes(bid, 'bid-withdrawn');
    expect(pushes).toHaveLength(1);
    // Written in the partner's language when it goes out: here English, the amount as English writes it.
    const { body } = noticeText(pushes[0]!.text.key, pushes[0]!.text.data, 'en');
    expect(body).toContain(formatMoney(`${at(98).toFixed(2)} ${bid.currency}`, 'en'));
    await t.runJobs();
    await t.runJobs();
    const told = t.mailbox.list(owner.email).filter((mail) => mail.subject.includes('withdrew an accepted bid'));
    expect(told).toHaveLength(1);
    const ended = { id: bid.id, status: 'withdrawn', reason: 'withdrawn_by_customer', decided_by: 'customer' };
    expect(await bidOf(who, bid.id)).toMatchObject(ended);
    expect((await hotelHistory(offer.hid)).find((found) => found.id === bid.id)).toMatchObject(ended);
    expect((await backOfficeBids(who.id)).find((found) => found.id === bid.id)).toMatchObject(ended);
    expect((await deleteBid(who, bid.id)).statusCode).toBe(200);
    expect(await bidOf(who, bid.id)).toBeUndefined();
    expect((await hotelHistory(offer.hid)).find((found) => found.id === bid.id)).toMatchObject(ended);
  });

  it("leaves its customer's list when pending and deleted, but stays in the hotel's history and the back office", async () => {
    await setRule({});
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, at(floorStepOf(offer) + 2));
    await t.runJobs();
    expect(await bidOf(who, bid.id)).toMatchObject({ status: 'pending' });
    const deleted = await deleteBid(who, bid.id);
    expect(deleted.json().message).toBe(messages.bids.deleted);
    expect(await bidOf(who, bid.id)).toBeUndefined();
    const ended = { id: bid.id, status: 'withdrawn', reason: 'deleted_by_customer', decided_by: 'customer' };
    expect((await hotelHistory(offer.hid)).find((found) => found.id === bid.id)).toMatchObject(ended);
    expect((await backOfficeBids(who.id)).find((found) => found.id === bid.id)).toMatchObject(ended);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/bids/${bid.id}/accept`,
      headers: owner.auth,
    });
    expect(decided.statusCode).toBe(404);
    expect(await hotelPushes(bid, 'bid-withdrawn')).toHaveLength(0);
  });
});

describe('a bid below the floor at a hotel without rules', () => {
  it('is rejected at once as below the hotel price, with an amount to bid instead; one at the floor waits', async () => {
    const who = await createBidder(t.app);
    const floorStep = floorStepOf(bare);
    const low = await placeBid(t.app, who, bare, at(floorStep - BID_STEP_PERCENT, bare));
    await t.runJobs();
    expect(await bidOf(who, low.id)).toMatchObject({
      status: 'rejected',
      reason: 'below_hotel_price',
      decided_by: 'floor',
    });
    const next = await t.app.inject({ method: 'GET', url: `/api/bidAlternatives?bidId=${low.id}`, headers: who.auth });
    expect(next.json().chance.suggested).toBeGreaterThan(low.bid);
    const atFloor = await placeBid(t.app, who, bare, at(floorStep, bare));
    await t.runJobs();
    expect(await bidOf(who, atFloor.id)).toMatchObject({ status: 'pending' });
  });
});

describe('the chance of a bid with none', () => {
  it('says why: below the hotel price, sold out at bid prices, or not taking bids', async () => {
    const floorStep = floorStepOf(offer);
    await setRule({ autoAcceptPercent: floorStep }, 1);
    const who = await createBidder(t.app);
    expect((await chance(who, at(2))).json()).toMatchObject({ band: 'none', reason: 'below_hotel_price' });
    expect((await chance(who, at(floorStep))).json()).toMatchObject({ band: 'high', reason: null });
    const taker = await createBidder(t.app);
    const taken = await placeBid(t.app, taker, offer, at(98));
    await t.runJobs();
    expect(await bidOf(taker, taken.id)).toMatchObject({ status: 'accepted' });
    expect((await chance(who, at(98))).json()).toMatchObject({ band: 'none', reason: 'sold_out_at_bid_prices' });
    await setRule({ rejectBelowPercent: 100 });
    expect((await chance(who, at(98))).json()).toMatchObject({ band: 'none', reason: 'not_taking_bids' });
  });
});
