import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAY, findOffer, type Offer } from '../../../test/bid-fixtures.ts';
import { quote, rateRequest } from '../../../test/booking-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';

/** The partner's hotel-page quota scaled down to 30 a minute. */
const LIMIT_SCALE = 0.05;
const PARTNER_QUOTA = 600 * LIMIT_SCALE;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100, limitScale: LIMIT_SCALE });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

describe("the partner's quota", () => {
  it('keeps a share for booking calls: browsing is refused before the quota is spent, a booking still goes through', async () => {
    const hids = t.app.services.hotels
      .catalogue()
      .regions()
      .flatMap((region) => t.app.services.hotels.hotelIdsOfRegion(region.id))
      .filter((hid) => hid !== offer.hid);
    const statuses: number[] = [];
    for (const [index, hid] of hids.slice(0, PARTNER_QUOTA).entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/hotelPage',
        payload: { checkin: STAY.check_in, checkout: STAY.check_out, hid },
        remoteAddress: `10.20.0.${index + 1}`,
      });
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
