import {
  BID_STEP_PERCENT,
  bidFloor,
  formatInstant,
  listedPrice,
  messages,
  percentLevel,
  type ChanceBand,
  HOUR_MS,
} from '@bidstay/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bidBody,
  createBidder,
  createSignedInSupplier,
  findOffer,
  partnerRates,
  placeBid,
  signInAgain,
  type Offer,
} from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let other: Offer;
let owner: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  // Each test reads the rates afresh through the hotel page: the browsing limit is not what this file tests.
  t = await buildTestApp({ etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  offer = await findOffer(t.app, 0);
  other = await findOffer(t.app, 1);
  owner = await createSignedInSupplier(t.app, [offer.hid, other.hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

/** The partner's prices move with the clock: each test reads the rates as they are now. */
let floorStep: number;
beforeEach(async () => {
  owner = await refreshed(owner);
  offer = await findOffer(t.app, 0);
  other = await findOffer(t.app, 1);
  floorStep = floorStepOf(offer);
});

const at = (percent: number, of = offer) => percentLevel(of.listed, percent);
/** The lowest whole step at or above the hotel's floor for this offer. */
function floorStepOf(of: Offer) {
  let step = BID_STEP_PERCENT;
  while (at(step, of) < bidFloor(of.rate)) step += BID_STEP_PERCENT;
  return step;
}
/** A step above the floor whose exact share falls below half a cent: rounding to the nearest cent lands under it. */
function subHalfCentStep(of: Offer) {
  const cents = Math.round(of.listed * 100);
  const steps = Array.from({ length: 50 }, (_, index) => index * BID_STEP_PERCENT);
  return steps.find((step) => step > floorStepOf(of) && (cents * step) % 100 > 0 && (cents * step) % 100 < 50);
}
/** A new session after the clock moved past the old token's expiry. */
const refreshed = (who: SignedIn): Promise<SignedIn> => signInAgain(t.app, who);
async function setRule(levels: object, hid = offer.hid, by = owner) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/supplier/rules/${hid}`,
    headers: by.auth,
    payload: { lines: [{ label: 'Every bid', when: {}, ...levels }], nightlyCap: null },
  });
  expect(saved.statusCode).toBe(200);
}
const chance = (who: SignedIn, bid: number, of = offer, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bidChance', headers: who.auth, payload: bidBody(who, of, bid, extra) });
const create = (who: SignedIn, bid: number, of = offer) =>
  t.app.inject({ method: 'POST', url: '/api/newCreateBid', headers: who.auth, payload: bidBody(who, of, bid) });
const listBids = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth });
const decide = (id: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/supplier/bids/${id}/${action}`,
    headers: owner.auth,
    ...(payload && { payload }),
  });
const bidOf = async (who: SignedIn, id: string) =>
  (await listBids(who)).json().find((found: { id: string }) => found.id === id);
const mailsTo = (who: SignedIn, subject: string) =>
  t.mailbox.list(who.email).filter((mail) => mail.subject.includes(subject));

/** A new minute for the chance limit: each test starts with its own. */
const nextMinute = () => t.clock.advance(61_000);

describe('the chance of a bid', () => {
  it('is judged by the rule at and around each of its thresholds, in 2 % steps', async () => {
    const accept = floorStep + 2;
    await setRule({ autoAcceptPercent: accept, rejectBelowPercent: 50, counterPercent: 99 });
    const who = await createBidder(t.app);
    nextMinute();
    const cases: [number, ChanceBand][] = [
      [at(accept), 'high'],
      [at(99), 'high'],
      [at(accept) - 0.01, 'fair'],
      [at(floorStep), 'fair'],
      [at(floorStep) - 0.01, 'none'],
      [at(2), 'none'],
    ];
    for (const [amount, band] of cases) {
      const response = await chance(who, amount);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        band,
        suggested: at(accept),
        reason: band === 'none' ? 'below_hotel_price' : null,
        currency: 'EUR',
      });
    }
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: floorStep + 2, counterPercent: null });
    expect((await chance(who, at(floorStep + 2))).json().band).not.toBe('none');
    expect((await chance(who, at(floorStep + 2) - 0.01)).json().band).toBe('none');
  });

  it('suggests an amount rounded up to the step above a threshold inside one', async () => {
    const level = floorStep + 0.5;
    await setRule({ autoAcceptPercent: level, rejectBelowPercent: null, counterPercent: null });
    const who = await createBidder(t.app);
    nextMinute();
    const answer = (await chance(who, at(50))).json();
    expect(answer.suggested).toBe(at(floorStep + 2));
    expect((await chance(who, at(level))).json().band).not.toBe('high');
    expect((await chance(who, at(floorStep + 2))).json().band).toBe('high');
  });

  it('suggests to the cent the amount a rule counters at, and gives that amount the same high chance', async () => {
    // The listed price moves with the clock: take a hotel whose price today has such a step.
    const target = await findOffer(t.app, 0, 'EUR', (candidate) => subHalfCentStep(candidate) !== undefined);
    const step = subHalfCentStep(target)!;
    const from = floorStepOf(target);
    const hotelier = await createSignedInSupplier(t.app, [target.hid]);
    await setRule({ autoAcceptPercent: step, rejectBelowPercent: null, counterPercent: step }, target.hid, hotelier);
    const who = await createBidder(t.app);
    nextMinute();
    const hint = (await chance(who, at(from, target), target)).json();
    expect(hint).toMatchObject({ band: 'fair', suggested: at(step, target) });
    const bid = await placeBid(t.app, who, target, at(from, target));
    await t.runJobs();
    const countered = await bidOf(who, bid.id);
    expect(countered.counter_offer.amount_to_pay).toBe(hint.suggested);
    expect((await chance(who, countered.counter_offer.amount_to_pay, target)).json().band).toBe('high');
  });

  it('answers bad input with a 400 and a message on its field, the price from the client never counting', async () => {
    const who = await createBidder(t.app);
    nextMinute();
    const tooHigh = await chance(who, offer.listed);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fields).toEqual({ bid: messages.bids.atOrAboveListed });
    const badAmount = await chance(who, 10.001);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().fields).toHaveProperty('bid');
    const badZone = await chance(who, 10, offer, { time_zone: 'Mars/Olympus' });
    expect(badZone.json().fields).toHaveProperty('time_zone');
    const priced = await chance(who, at(50), offer, { amount: 1, listed_price: 1 });
    expect(priced.json().suggested).not.toBe(1);
  });

  it('answers 30 times a minute per customer, then 429 until the minute has passed', async () => {
    const who = await createBidder(t.app);
    const neighbour = await createBidder(t.app);
    nextMinute();
    for (let index = 0; index < 30; index++) expect((await chance(who, at(50))).statusCode).toBe(200);
    const refused = await chance(who, at(50));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: messages.bids.tooManyChances });
    expect((await chance(neighbour, at(50))).statusCode).toBe(200);
    nextMinute();
    expect((await chance(who, at(50))).statusCode).toBe(200);
  });
});

describe('the bid limits', () => {
  it('allow one pending bid per rate', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null });
    const who = await createBidder(t.app);
    const first = await create(who, at(60));
    expect(first.statusCode).toBe(201);
    const second = await create(who, at(62));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.bids.pendingOnRate);
    const racing = await Promise.all([create(who, at(70, other), other), create(who, at(71, other), other)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await listBids(who)).json()).toHaveLength(2);
  });

  it('allow 3 bids on one hotel and stay in 24 hours, whatever became of them, then 429 saying when', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: 80, counterPercent: null });
    const who = await createBidder(t.app);
    const firstAt = t.clock.now();
    for (const percent of [50, 60, 70]) {
      expect((await create(who, at(percent))).statusCode).toBe(201);
      await t.runJobs();
      t.clock.advance(HOUR_MS);
    }
    const [deletable] = (await listBids(who)).json();
    await t.app.inject({ method: 'POST', url: '/api/newDeleteBid', headers: who.auth, payload: { id: deletable.id } });
    const fourth = await create(who, at(75));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      messages.bids.tooManyOnStay(formatInstant(new Date(firstAt.getTime() + 24 * HOUR_MS), 'en')),
    );
    expect((await create(who, at(75, other), other)).statusCode).toBe(201);
    t.clock.advance(21 * HOUR_MS - 60_000);
    const signedIn = await refreshed(who);
    expect((await create(signedIn, at(75))).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await create(signedIn, at(75))).statusCode).toBe(201);
  });
});

/** `count` rates of one hotel other than the offers', each its own room and meal (match hash). */
async function ratesOfOneHotel(count: number): Promise<Offer[]> {
  for (const hid of (await hotelIdsByRegion(t.app.services.hotels)).flat()) {
    if (hid === offer.hid || hid === other.hid) continue;
    const rates = [...new Map((await partnerRates(t.app, hid)).map((rate) => [rate.match_hash, rate])).values()];
    if (rates.length >= count) return rates.slice(0, count).map((rate) => ({ hid, rate, listed: listedPrice(rate) }));
  }
  throw new Error(`no hotel with ${count} rates`);
}

describe('the bid limits before the partner', () => {
  it('refuse a fourth bid on a stay while three are pending without asking the partner for its rate', async () => {
    const who = await createBidder(t.app);
    const [fourthRate, ...rates] = await ratesOfOneHotel(4);
    for (const rate of rates) expect((await create(who, Math.floor(rate.listed * 0.6), rate)).statusCode).toBe(201);
    const asked = t.partnerCalls('search/hp/');
    // In another currency the hotel page is not the one the search cache kept: pricing it would ask the partner.
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/newCreateBid',
      headers: who.auth,
      payload: bidBody(who, fourthRate!, Math.floor(fourthRate!.listed * 0.6), { currency: 'USD' }),
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      messages.bids.tooManyOnStay(formatInstant(new Date(t.clock.now().getTime() + 24 * HOUR_MS), 'en')),
    );
    expect(t.partnerCalls('search/hp/')).toBe(asked);
  });
});

describe('deadlines', () => {
  it('show on every bid: 5 business days pending, 24 hours for a counter-offer, 48 hours to pay', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null });
    const who = await createBidder(t.app);
    const pending = await placeBid(t.app, who, offer, at(60));
    expect(pending).toMatchObject({ pay_by: null, counter_offer: null });
    expect(new Date(pending.expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime() + 5 * 24 * HOUR_MS - 1);
    const countered = (await decide(pending.id, 'counter', { amount: at(99) })).json();
    const decidedAt = t.clock.now().getTime();
    expect(countered.counter_offer.valid_until).toBe(new Date(decidedAt + 24 * HOUR_MS).toISOString());
    expect(countered.expires_at).toBeNull();
    const buyer = await createBidder(t.app);
    const accepted = (await decide((await placeBid(t.app, buyer, offer, at(98))).id, 'accept')).json();
    expect(accepted.pay_by).toBe(new Date(decidedAt + 48 * HOUR_MS).toISOString());
  });

  it('end a counter-offer 24 hours on, once, with its mail and reason; it cannot be booked after', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: null });
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, at(floorStep));
    await t.runJobs();
    expect((await decide(bid.id, 'counter', { amount: at(99) })).statusCode).toBe(200);
    t.clock.advance(24 * HOUR_MS);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/orderBookingForm',
      headers: (await refreshed(who)).auth,
      payload: { bid_id: bid.id },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.bids.counterExpired);
    await t.runJobs();
    await t.runJobs();
    expect(await bidOf(await refreshed(who), bid.id)).toMatchObject({ status: 'rejected', reason: 'counter_expired' });
    const ended = mailsTo(who, 'has answered your').filter((mail) => mail.text.includes('not booked in time'));
    expect(ended).toHaveLength(1);
  });

  it('end an accepted bid not paid in 48 hours, once, with its mail; not a minute before', async () => {
    await setRule({ autoAcceptPercent: floorStep, rejectBelowPercent: null, counterPercent: null });
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, at(98));
    await t.runJobs();
    expect(await bidOf(who, bid.id)).toMatchObject({ status: 'accepted' });
    t.clock.advance(48 * HOUR_MS - 60_000);
    await t.runJobs();
    expect(await bidOf(await refreshed(who), bid.id)).toMatchObject({ status: 'accepted' });
    t.clock.advance(60_000);
    await t.runJobs();
    await t.runJobs();
    expect(await bidOf(await refreshed(who), bid.id)).toMatchObject({ status: 'rejected', reason: 'not_paid_in_time' });
    const mails = mailsTo(who, 'has answered your');
    expect(mails.filter((mail) => mail.text.includes('not paid in time'))).toHaveLength(1);
    expect(mails.find((mail) => mail.text.includes('accepted your bid'))?.text).toMatch(
      /Pay in My Bids by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC /,
    );
  });
});

describe('the reason of each way to end', () => {
  it('is below_hotel_price for a rule and hotel_declined for a person', async () => {
    await setRule({ autoAcceptPercent: null, rejectBelowPercent: floorStep, counterPercent: null });
    const who = await createBidder(t.app);
    const low = await placeBid(t.app, who, offer, at(50));
    await t.runJobs();
    expect(await bidOf(who, low.id)).toMatchObject({ status: 'rejected', reason: 'below_hotel_price' });
    const declined = await placeBid(t.app, who, offer, at(floorStep + 2));
    await t.runJobs();
    await decide(declined.id, 'reject');
    expect(await bidOf(who, declined.id)).toMatchObject({ status: 'rejected', reason: 'hotel_declined' });
  });

  it('weighs for a person the bids the hotel took on a similar stay, not those it rejected or countered', async () => {
    const middleOf = (of: Offer) => ((bidFloor(of.rate) + of.listed) / 2 / of.listed) * 100;
    // Without a decision to weigh, a person's band is low below the middle of the floor and the listed price: the
    // hotel's floor leaves three steps under it.
    const roomy = await findOffer(t.app, 0, 'EUR', (of) => floorStepOf(of) + 3 * BID_STEP_PERCENT < middleOf(of));
    const hotel = await createSignedInSupplier(t.app, [roomy.hid]);
    const step = floorStepOf(roomy);
    const asker = await createBidder(t.app);
    const bandAt = async (percent: number) =>
      (await chance(asker, at(percent, roomy), roomy)).json().band as ChanceBand;
    const answer = (id: string, action: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/supplier/bids/${id}/${action}`, headers: hotel.auth, payload });

    const rejected = await placeBid(t.app, await createBidder(t.app), roomy, at(step, roomy));
    const countered = await placeBid(t.app, await createBidder(t.app), roomy, at(step, roomy));
    await t.runJobs();
    expect((await answer(rejected.id, 'reject')).statusCode).toBe(200);
    expect((await answer(countered.id, 'counter', { amount: roomy.listed - 0.01 })).statusCode).toBe(200);
    await nextMinute();
    expect(await bandAt(step)).toBe('low');
    expect(await bandAt(step + 2 * BID_STEP_PERCENT)).toBe('low');

    const taken = await placeBid(t.app, await createBidder(t.app), roomy, at(step + 2 * BID_STEP_PERCENT, roomy));
    await t.runJobs();
    expect((await answer(taken.id, 'accept')).statusCode).toBe(200);
    expect(await bandAt(step + 2 * BID_STEP_PERCENT)).toBe('fair');
    expect(await bandAt(step + BID_STEP_PERCENT)).toBe('low');
  });

  it('comes with the suggested amount for the rate and up to 3 hotels of the same city within 15 %', async () => {
    await setRule({ autoAcceptPercent: floorStep + 2, rejectBelowPercent: 80, counterPercent: null });
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, at(50));
    await t.runJobs();
    nextMinute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bidAlternatives?bidId=${bid.id}`,
      headers: who.auth,
    });
    expect(response.statusCode).toBe(200);
    const { chance: advice, hotels } = response.json();
    expect(advice).toMatchObject({
      band: 'high',
      suggested: percentLevel(bid.amount, floorStep + 2),
      reason: null,
      currency: 'EUR',
    });
    expect(hotels.length).toBeLessThanOrEqual(3);
    for (const hotel of hotels) {
      expect(hotel.hid).not.toBe(offer.hid);
      expect(Math.abs(hotel.listed - bid.bid)).toBeLessThanOrEqual(bid.bid * 0.15);
    }
  });
});

describe('a customer searching for the floor', () => {
  /**
   * The best search the limits allow: 30 chance answers a minute bisecting the amounts below the listed price for the
   * lowest one not answered "none", then the day's 3 bids bisecting what is left. What it learns is its transcript.
   */
  async function search(levels: object) {
    await setRule(levels);
    const who = await createBidder(t.app);
    nextMinute();
    const transcript: string[] = [];
    let [low, high] = [0.01, offer.listed - 0.01];
    for (let asked = 0; asked < 30 && high - low > 0.01; asked++) {
      const middle = Math.round(((low + high) / 2) * 100) / 100;
      const { band } = (await chance(who, middle)).json();
      transcript.push(`${middle}:${band}`);
      if (band === 'none') low = middle;
      else high = middle;
    }
    for (let bids = 0; bids < 3; bids++) {
      const middle = Math.round(((low + high) / 2) * 100) / 100;
      const bid = await placeBid(t.app, who, offer, middle);
      await t.runJobs();
      const { status } = await bidOf(who, bid.id);
      transcript.push(`${middle}:${status}`);
      if (status === 'pending')
        await t.app.inject({ method: 'POST', url: '/api/newDeleteBid', headers: who.auth, payload: { id: bid.id } });
      if (status === 'rejected') low = middle;
      else high = middle;
    }
    return { transcript, found: high };
  }

  it('cannot tell two floors apart that lie within one 2 % step', async () => {
    const near = await search({ autoAcceptPercent: null, rejectBelowPercent: floorStep + 0.1, counterPercent: null });
    const far = await search({ autoAcceptPercent: null, rejectBelowPercent: floorStep + 1.9, counterPercent: null });
    expect(near.transcript).toEqual(far.transcript);
    expect(near.found).toBe(at(floorStep + 2));
  });
});
