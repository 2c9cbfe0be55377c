import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sandbox: true });
});
afterAll(() => t.close());

/** Every order the partner's emulator holds, guests' names included: what a key in the source gave anyone. */
const ORDERS_QUERY = {
  ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
  pagination: { page_size: '10', page_number: '1' },
  search: {},
  language: 'en',
};

const basic = (keyId: string, apiKey: string) => `Basic ${Buffer.from(`${keyId}:${apiKey}`).toString('base64')}`;

describe('the emulators this process mounts (issue 52, item 12)', () => {
  it("refuse the partner's key written in the source", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/etg/api/b2b/v3/hotel/order/info/',
      headers: { authorization: basic('1000', 'sandbox-key'), 'content-type': 'application/json' },
      payload: ORDERS_QUERY,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', error: 'incorrect_credentials' });
  });

  it("refuse Stripe's key written in the source", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sandbox/stripe/v1/checkout/sessions/cs_anyone',
      headers: { authorization: 'Bearer sk_test_bidstay_sandbox' },
    });
    expect(response.statusCode).toBe(401);
  });
});
