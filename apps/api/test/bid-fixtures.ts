import {
  BID_STEP_PERCENT,
  bidFloor,
  hotelPageBodySchema,
  listedPrice,
  messages,
  percentLevel,
} from '@bidstay/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Rate } from '../src/partner/etg-types.ts';
import { PASSWORD, uniqueEmail, type SignedIn } from './factories.ts';
import { dayFromStart } from './build-test-app.ts';
import { hotelIdsByRegion } from './catalogue-ids.ts';

export const STAY = { check_in: dayFromStart(30), check_out: dayFromStart(33) };

export type Offer = { hid: number; rate: Rate; listed: number };

/**
 * A hotel's rates for STAY as the partner priced them, as the hotel and the back office see them: with the net price
 * and the limits from which a test reckons a bid's floor, which no customer's answer carries.
 */
export async function partnerRates(
  app: FastifyInstance,
  hid: number,
  currency = 'EUR',
  guests?: { adults: number; children: number[] }[],
): Promise<Rate[]> {
  const body = hotelPageBodySchema.parse({ checkin: STAY.check_in, checkout: STAY.check_out, hid, currency, guests });
  const page = await app.services.hotels.hotelPage(body);
  return page.hotels[0]?.rates ?? [];
}

/**
 * A rate of some hotel in the catalogue, as the partner priced it: the `skip`-th that `keep` takes.
 * The partner prices a stay by its dates, and STAY moves with the day the tests run: a test that needs a rate of some
 * kind (a floor well under its price, say) asks for one rather than counting on the first.
 */
export async function findOffer(
  app: FastifyInstance,
  skip = 0,
  currency = 'EUR',
  keep: (offer: Offer) => boolean = () => true,
): Promise<Offer> {
  const hotels = app.services.hotels;
  const candidates = (await hotelIdsByRegion(hotels)).flat();
  let found = 0;
  for (const hid of candidates) {
    const [rate] = await partnerRates(app, hid, currency);
    if (!rate) continue;
    const offer = { hid, rate, listed: listedPrice(rate) };
    if (!keep(offer)) continue;
    if (found === skip) return offer;
    found += 1;
  }
  throw new Error('no hotel with rates');
}

export function bidBody(who: SignedIn, offer: Offer, bid: number, extra: Record<string, unknown> = {}) {
  return {
    customer_id: who.id,
    hotel_id: offer.hid,
    bid,
    currency: 'EUR',
    booking: {
      book_hash: offer.rate.book_hash,
      match_hash: offer.rate.match_hash,
      check_in: STAY.check_in,
      check_out: STAY.check_out,
      residency: 'se',
      guests: [{ adults: 2, children: [] }],
    },
    ...extra,
  };
}

/**
 * The lowest bid on an offer at its floor's step of 2 %: a bid below it is rejected at once, so a test that wants a bid
 * to wait for a person bids at least this.
 */
export function atFloorStep(offer: Offer): number {
  let step = BID_STEP_PERCENT;
  while (percentLevel(offer.listed, step) < bidFloor(offer.rate)) step += BID_STEP_PERCENT;
  return percentLevel(offer.listed, step);
}

export async function placeBid(app: FastifyInstance, who: SignedIn, offer: Offer, bid: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/newCreateBid',
    headers: who.auth,
    payload: bidBody(who, offer, bid),
  });
  if (response.statusCode !== 201) throw new Error(`newCreateBid: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A hotel partner, signed in, answering for the given hotels (or all). */
export async function createSignedInSupplier(app: FastifyInstance, hotelIds: number[] | 'all'): Promise<SignedIn> {
  const email = uniqueEmail('supplier');
  const created = await app.services.supplier.createSupplier({
    email,
    password: PASSWORD,
    name: 'Test Hotels',
    allHotels: hotelIds === 'all',
    hotelIds: hotelIds === 'all' ? [] : hotelIds,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticateCustomer',
    payload: { email, password: PASSWORD },
  });
  const token: string = response.json().access_token;
  return { id: created.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

let addresses = 0;
/** A client address no other call of the test run used: each has its own sign-up and sign-in allowance. */
const nextAddress = () => {
  addresses += 1;
  return `10.33.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
};

/** A new session for an account, signed in from an address of its own. */
export async function signInAgain<T extends { email: string }>(app: FastifyInstance, who: T) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticateCustomer',
    payload: { email: who.email, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`authenticateCustomer: ${response.statusCode} ${response.body}`);
  const token: string = response.json().access_token;
  return { ...who, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A new customer, signed in, who signed up from an address of their own: a test that needs many bids on one stay needs
 * many bidders (3 bids per customer, hotel and stay a day), more than one address may sign up in an hour.
 */
export async function createBidder(app: FastifyInstance): Promise<SignedIn> {
  const email = uniqueEmail('bidder');
  const created = await app.inject({
    method: 'POST',
    url: '/api/User/createCustomer',
    payload: { email, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (created.statusCode !== 201) throw new Error(`createCustomer: ${created.statusCode} ${created.body}`);
  return signInAgain(app, { id: created.json().id as string, email });
}

/** The rates of each city's hotels for STAY, a city at a time, cheapest first. */
export async function* offersByCity(app: FastifyInstance) {
  const hotels = app.services.hotels;
  for (const region of await hotels.regions()) {
    const offers: Offer[] = [];
    for (const hid of await hotels.hotelIdsOfRegion(region.id)) {
      const [rate] = await partnerRates(app, hid);
      if (rate) offers.push({ hid, rate, listed: listedPrice(rate) });
    }
    yield offers.sort((a, b) => a.listed - b.listed);
  }
}

/**
 * Rates of `count` hotels of one city for STAY, and an amount for the whole stay every one of them can accept: above
 * each floor, below each listed price. Hotels of like prices take one amount: neighbours in price order.
 */
export async function findOffersInOneCity(app: FastifyInstance, count: number) {
  for await (const offers of offersByCity(app)) {
    for (let start = 0; start + count <= offers.length; start += 1) {
      const together = offers.slice(start, start + count);
      const amount = acceptableAmount(together);
      if (amount !== null) return { offers: together, amount };
    }
  }
  throw new Error(`no city with ${count} hotels whose rates take one amount`);
}

/** Rules judge a bid by whole percent steps of the listed price: the amount stays a few steps above every floor. */
export function acceptableAmount(offers: Offer[]): number | null {
  const amount = Math.ceil(Math.max(...offers.map((offer) => bidFloor(offer.rate) + offer.listed * 0.03)));
  return amount < Math.min(...offers.map((offer) => offer.listed)) ? amount : null;
}

type GroupOptions = {
  /** How many hotels the group bids at. */
  hotels?: number;
  /** Hotels left out: the test bids there on its own. */
  avoiding?: number[];
  /** Whether an offer may be in the group: one the partner books as listed, say. */
  keep?: (offer: Offer) => boolean | Promise<boolean>;
};

/** The first `count` offers of one city that are not avoided and are kept. */
async function groupOffers(app: FastifyInstance, count: number, { avoiding = [], keep }: GroupOptions) {
  for await (const city of offersByCity(app)) {
    const chosen: Offer[] = [];
    for (const offer of city) {
      if (avoiding.includes(offer.hid) || (keep && !(await keep(offer)))) continue;
      chosen.push(offer);
      if (chosen.length === count) return chosen as [Offer, ...Offer[]];
    }
  }
  throw new Error(`no city with ${count} hotels to bid at`);
}

/** A bid of `who` to hotels of one city (three unless told), well below their prices: the offers and the group. */
export async function placeGroup(app: FastifyInstance, who: SignedIn, options: GroupOptions = {}) {
  const offers = await groupOffers(app, options.hotels ?? 3, options);
  const [first, ...others] = offers;
  const amount = Math.floor(Math.min(...offers.map((offer) => offer.listed)) * 0.6);
  const alsoAt = others.map((offer) => ({ hotel_id: offer.hid, booking: bidBody(who, offer, amount).booking }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/newCreateBid',
    headers: who.auth,
    payload: { ...bidBody(who, first, amount), alsoAt },
  });
  if (response.statusCode !== 201) throw new Error(`newCreateBid: ${response.statusCode} ${response.body}`);
  return { offers, groupId: (response.json() as { group_id: string }).group_id };
}

/**
 * The one answer of concurrent decisions that won (200); every other was refused (409) or, on a machine too busy for
 * the database pool to hand it a connection in time, told to try again (503), having changed nothing either way.
 */
export function theOneWinner(responses: LightMyRequestResponse[]) {
  const winners = responses.filter((response) => response.statusCode === 200);
  expect(winners).toHaveLength(1);
  const refusals = responses
    .filter((response) => response.statusCode !== 200)
    .map((response) => (response.statusCode === 503 ? response.json().message : response.statusCode));
  expect(refusals.filter((refusal) => refusal !== 409 && refusal !== messages.generic.busy)).toEqual([]);
  return winners[0]!.json();
}
