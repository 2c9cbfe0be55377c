import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCustomer } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterAll(() => t.close());

describe('health for a balancer', () => {
  it('says the process is live and ready while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', database: true, migrations: true, limits: true, draining: false, overloaded: false },
    ]);
  });
});

describe('load shedding', () => {
  let shedding: TestApp;
  beforeAll(async () => {
    shedding = await buildTestApp({ catalogue: false, env: { SHED_RSS_MB: '1' } });
    while (!shedding.app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(() => shedding.close());

  it('answers 503 with Retry-After past its memory limit, and readiness fails', async () => {
    const shed = await shedding.app.inject({ method: 'GET', url: '/api/regions' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json()).toMatchObject({ error: 'unavailable' });
    const ready = await shedding.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().overloaded]).toEqual([503, true]);
  });

  it('never sheds the health probes nor the payment webhook', async () => {
    const live = await shedding.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const webhook = await shedding.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    expect(webhook.statusCode).not.toBe(503);
  });
});

describe('drain', () => {
  it('fails readiness at once and ends event streams with a hint to reconnect', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createSignedInCustomer(t.app);
    const stream = await fetch(`${baseUrl}/api/events`, { headers: customer.auth });
    const received = stream.text();
    await t.app.drain.begin();
    expect(await received).toMatch(/\nretry: \d+\n\n$/);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().draining]).toEqual([503, true]);
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });
});
