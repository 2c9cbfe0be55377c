import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { rows } from '../../db/migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const log = (payload: unknown, remoteAddress = '10.1.2.3') =>
  t.app.inject({ method: 'POST', url: '/api/log/createVisitorLog', payload: payload as object, remoteAddress });

async function storedLogs() {
  const result = await t.db.execute(sql`select error, ip, browser from visitor_logs`);
  return rows<{ error: string; ip: string; browser: number }>(result);
}

describe('visitor log', () => {
  it('keeps the error with the ip of the request, not the one claimed', async () => {
    const response = await log({ error: 'TypeError: x is undefined', browser: 1, ip: '1.1.1.1', page: '/city/3' });
    expect(response.statusCode).toBe(204);
    expect(await storedLogs()).toContainEqual({ error: 'TypeError: x is undefined', ip: '10.1.2.3', browser: 1 });
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const payload = { error: 'from behind the proxy', browser: 2 };
    await t.app.inject({ method: 'POST', url: '/api/log/createVisitorLog', payload, headers: forwarded });
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/log/createVisitorLog',
        payload,
        headers: forwarded,
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(204);
      const stored = rows<{ ip: string }>(await proxied.db.execute(sql`select ip from visitor_logs`));
      expect(stored).toEqual([{ ip: '203.0.113.7' }]);
    } finally {
      await proxied.close();
    }
    expect(await storedLogs()).toContainEqual({ error: 'from behind the proxy', ip: '127.0.0.1', browser: 2 });
  });

  it.each([
    [{ error: 'x', browser: 9 }],
    [{ error: 'x', browser: 'chrome' }],
    [{ error: '', browser: 1 }],
    [{ error: 'x'.repeat(2001), browser: 1 }],
    [{ error: 'x', browser: 1, page: 'https://elsewhere.example/' }],
    [{ error: 'x', browser: 1, page: `/${'p'.repeat(300)}` }],
  ])('refuses %o and stores nothing', async (payload) => {
    const before = (await storedLogs()).length;
    const response = await log(payload, '10.9.9.9');
    expect(response.statusCode).toBe(400);
    expect((await storedLogs()).length).toBe(before);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await log({ error: 'x'.repeat(20_000), browser: 1 }, '10.8.8.8');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('rate-limits one address', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await log({ error: `e${i}`, browser: 5 }, '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
