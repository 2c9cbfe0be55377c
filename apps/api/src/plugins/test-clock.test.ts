import { HOUR_MS } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_START, type TestApp } from '../../test/build-test-app.ts';
import { createCustomer } from '../../test/factories.ts';

describe('the test clock (TEST_CLOCK)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clockRoute: true });
  });
  afterAll(() => t.close());

  it('moves the clock forward and runs the jobs that fell due (the welcome, then a day later the reminder)', async () => {
    const customer = await createCustomer(t.app);
    expect(t.mailbox.list(customer.email)).toEqual([]);
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 25 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().now).toBe(new Date(Date.parse(TEST_START) + 25 * HOUR_MS).toISOString());
    expect(t.clock.now().toISOString()).toBe(moved.json().now);
    // The two jobs run side by side on PostgreSQL: their mails arrive in either order.
    expect(
      t.mailbox
        .list(customer.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Complete your Bidstay registration', 'Welcome to Bidstay']);
  });

  it('refuses a clock moved back, and any client not on this machine', async () => {
    const before = t.clock.now().toISOString();
    const back = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: -1 } });
    expect(back.statusCode).toBe(400);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { hours: 1 },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    for (const headers of [{ host: 'evil.example' }, { forwarded: 'for=127.0.0.1' }]) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 1 }, headers });
      expect(refused.statusCode).toBe(404);
    }
    expect(t.clock.now().toISOString()).toBe(before);
  });
});

describe('without TEST_CLOCK', () => {
  it('has no clock route', async () => {
    const t = await buildTestApp();
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 1 } });
    expect(moved.statusCode).toBe(404);
    await t.close();
  });
});
