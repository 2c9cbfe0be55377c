import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY, findOffer, type Offer } from '../../../test/bid-fixtures.ts';
import { quote, rateRequest } from '../../../test/booking-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';

/** The partner's hotel-page quota scaled down to 30 a minute. */
const LIMIT_SCALE = 0.05;
const PARTNER_QUOTA = 600 * LIMIT_SCALE;
/** What one client address may browse a minute, well inside the partner's quota. */
const BROWSE_LIMIT = 10;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100, limitScale: LIMIT_SCALE });
  t = await buildTestApp({ etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: String(BROWSE_LIMIT) } });
  offer = await findOffer(t.app);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

/** Hotels of the catalogue other than the offer's, each asked once so that no answer comes from the search cache. */
async function otherHotels() {
  return (await hotelIdsByRegion(t.app.services.hotels)).flat().filter((hid) => hid !== offer.hid);
}

const browse = (hid: number, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hotelPage',
    payload: { checkin: STAY.check_in, checkout: STAY.check_out, hid },
    remoteAddress,
  });

describe("the partner's quota", () => {
  it('gives each client address a share well inside it: another address and a booking still go through', async () => {
    const hids = (await otherHotels()).slice(-(BROWSE_LIMIT + 2));
    const [extra, other] = hids.splice(0, 2) as [number, number];
    const statuses = [];
    for (const hid of hids) statuses.push((await browse(hid, '10.30.0.1')).statusCode);
    expect(statuses).toEqual(hids.map(() => 200));
    const refused = await browse(extra, '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.generic.tooManyRequests);
    expect((await browse(other, '10.30.0.2')).statusCode).toBe(200);

    const customer = await createSignedInCustomer(t.app);
    expect((await quote(t.app, customer, rateRequest(offer))).partner_order_id).toBeTruthy();
  });

  it('keeps a share for booking calls: browsing is refused before the quota is spent, a booking still goes through', async () => {
    const statuses: number[] = [];
    for (const [index, hid] of (await otherHotels()).slice(0, PARTNER_QUOTA).entries()) {
      const response = await browse(hid, `10.20.0.${index + 1}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json().message).toBe(messages.hotels.partnerBusy);
    }
    const browsed = statuses.filter((status) => status === 200).length;
    expect(browsed).toBeLessThan(PARTNER_QUOTA - 3);
    expect(statuses.at(-1)).toBe(503);

    const customer = await createSignedInCustomer(t.app);
    expect((await quote(t.app, customer, rateRequest(offer))).partner_order_id).toBeTruthy();
  });
});
