import { randomUUID } from 'node:crypto';
import { addDays, messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY, bidBody, findOffer, type Offer } from '../../../test/bid-fixtures.ts';
import { quote, rateRequest } from '../../../test/booking-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';

/** What one client address may browse a minute, well inside the partner's quota. */
const BROWSE_LIMIT = 10;

type Partner = { etg: Awaited<ReturnType<typeof startTestEtg>>; t: TestApp; offer: Offer };

/**
 * A partner of its own whose hotel-page quota is `limitScale` of ETG's 600 a minute, and an app browsing it: each
 * scenario starts with the partner's window whole.
 */
function partnerScaledTo(limitScale: number, env: Record<string, string> = {}) {
  const partner = {} as Partner;
  beforeAll(async () => {
    partner.etg = await startTestEtg({ hotelCount: 100, limitScale });
    partner.t = await buildTestApp({
      etgUrl: partner.etg.url,
      env: { BROWSE_LIMIT_PER_MINUTE: String(BROWSE_LIMIT), ...env },
    });
    partner.offer = await findOffer(partner.t.app);
  });
  afterAll(async () => {
    await partner.t.close();
    await partner.etg.close();
  });
  return partner;
}

/** Hotels of the catalogue other than the offer's, each asked once so that no answer comes from the search cache. */
async function otherHotels({ t, offer }: Partner) {
  return (await hotelIdsByRegion(t.app.services.hotels)).flat().filter((hid) => hid !== offer.hid);
}

/** A stay starting `days` after STAY's, so that a hotel's page for it is not one the search cache kept. */
const stayLater = (days: number) => ({
  check_in: addDays(STAY.check_in, days),
  check_out: addDays(STAY.check_out, days),
});

const browse = ({ t }: Partner, hid: number, remoteAddress: string, stay = stayLater(0)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hotelPage',
    payload: { checkin: stay.check_in, checkout: stay.check_out, hid },
    remoteAddress,
  });

const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe("the partner's quota", () => {
  /** 30 hotel pages a minute; each client may use all of them, so that only the address limit and the reserve count. */
  const partner = partnerScaledTo(0.05, { BROWSE_SHARE_PERCENT: '100' });
  const partnerQuota = 600 * 0.05;

  it('gives each client address a share well inside it: another address and a booking still go through', async () => {
    const hids = (await otherHotels(partner)).slice(-(BROWSE_LIMIT + 2));
    const [extra, other] = hids.splice(0, 2) as [number, number];
    const statuses = [];
    for (const hid of hids) statuses.push((await browse(partner, hid, '10.30.0.1')).statusCode);
    expect(statuses).toEqual(hids.map(() => 200));
    const refused = await browse(partner, extra, '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.generic.tooManyRequests);
    expect((await browse(partner, other, '10.30.0.2')).statusCode).toBe(200);

    const customer = await createSignedInCustomer(partner.t.app);
    expect((await quote(partner.t.app, customer, rateRequest(partner.offer))).partner_order_id).toBeTruthy();
  });

  it('keeps a share for booking calls: browsing is refused before the quota is spent, a booking still goes through', async () => {
    const statuses: number[] = [];
    for (const [index, hid] of (await otherHotels(partner)).slice(0, partnerQuota).entries()) {
      const response = await browse(partner, hid, `10.20.0.${index + 1}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json().message).toBe(messages.hotels.partnerBusy);
    }
    const browsed = statuses.filter((status) => status === 200).length;
    expect(browsed).toBeLessThan(partnerQuota - 3);
    expect(statuses.at(-1)).toBe(503);

    const customer = await createSignedInCustomer(partner.t.app);
    expect((await quote(partner.t.app, customer, rateRequest(partner.offer))).partner_order_id).toBeTruthy();
  });
});

/** 120 hotel pages a minute, of which browsing may use 96; a client's share is a twentieth, 6. */
const SHARED_SCALE = 0.2;
const SHARE = (600 * SHARED_SCALE) / 20;

describe('one signed-in account', () => {
  const partner = partnerScaledTo(SHARED_SCALE);

  it('gets 429 past its browsing on every call that prices a rate, and visitors still see hotel pages', async () => {
    const { t, offer } = partner;
    const who = await createSignedInCustomer(t.app);
    const hids = await otherHotels(partner);
    // Every call names another hotel or stay: none can be answered from the search cache.
    const bodies = [0, 7].flatMap((days) =>
      hids.slice(0, 60).map((hid) => {
        const body = bidBody(who, { ...offer, hid }, Math.floor(offer.listed * 0.6));
        return { ...body, booking: { ...body.booking, ...stayLater(days) } };
      }),
    );
    const asked = t.partnerCalls('search/hp/');
    const statuses = statusesOf(
      await Promise.all(
        bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/newCreateBid', headers: who.auth, payload })),
      ),
    );
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(bodies.length - BROWSE_LIMIT);
    expect(t.partnerCalls('search/hp/') - asked).toBeLessThanOrEqual(SHARE);
    expect((await browse(partner, hids.at(-1)!, '10.40.0.1', stayLater(14))).statusCode).toBe(200);
    const standing = {
      hotel_id: offer.hid,
      ...stayLater(0),
      amount: Math.floor(offer.listed * 0.6),
      until: addDays(STAY.check_in, -1),
      guests: [{ adults: 2, children: [] }],
    };
    const pricing = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/bidChance', headers: who.auth, payload: bodies[0] }),
      t.app.inject({ method: 'GET', url: `/api/bidAlternatives?bidId=${randomUUID()}`, headers: who.auth }),
      t.app.inject({ method: 'POST', url: '/api/standingBids', headers: who.auth, payload: standing }),
    ]);
    for (const refused of pricing) expect(refused.json()).toMatchObject({ message: messages.generic.tooManyRequests });

    t.clock.advance(61_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newCreateBid',
      headers: who.auth,
      payload: bidBody(who, offer, Math.floor(offer.listed * 0.6)),
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('many client addresses', () => {
  const partner = partnerScaledTo(SHARED_SCALE);

  it('each get no more than their share of the window, and a new visitor still sees a hotel page', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => `10.50.0.${index + 1}`);
    const hids = (await otherHotels(partner)).slice(0, BROWSE_LIMIT);
    const statuses = await Promise.all(
      addresses.map(async (address, index) =>
        statusesOf(await Promise.all(hids.map((hid) => browse(partner, hid, address, stayLater(index + 1))))),
      ),
    );
    for (const ofAddress of statuses) {
      expect(count(ofAddress, 200)).toBeLessThanOrEqual(SHARE);
      expect(count(ofAddress, 200) + count(ofAddress, 429)).toBe(BROWSE_LIMIT);
    }
    const fresh = await browse(partner, partner.offer.hid, '10.60.0.1', stayLater(20));
    expect(fresh.statusCode).toBe(200);
  });
});
