import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { halfPriceBid, spawnApi, type ApiProcess } from '../test/spawn-api.ts';
import { rows } from './db/migrate.ts';

const onPostgres = Boolean(inject('postgresUrl'));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: ApiProcess;
let second: ApiProcess;

async function call<T>(api: ApiProcess, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signIn = async (api: ApiProcess, email: string, password: string) =>
  (
    await call<{ access_token: string }>(api, '/api/authenticateCustomer', {
      method: 'POST',
      body: { email, password },
    })
  ).access_token;

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url!, SEED_DEMO: 'true' };
    [first, second] = await Promise.all([spawnApi(env), spawnApi(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('start together: one catalogue, one demo account', async () => {
    const imports = rows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from catalogue_imports`),
    );
    expect(imports[0]?.n).toBe(1);
    const demo = rows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from customers where email = 'demo@bidstay.test'`),
    );
    expect(demo[0]?.n).toBe(1);
  });

  it("a decision made through one process reaches the other's event stream, and jobs run once", async () => {
    const customerToken = await signIn(first, 'demo@bidstay.test', 'Demo12345');
    const supplierToken = await signIn(second, 'supplier@bidstay.test', 'Supplier123');
    const customerId = JSON.parse(Buffer.from(customerToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const bid = await call<{ id: string }>(first, '/api/newCreateBid', {
      method: 'POST',
      token: customerToken,
      body: await halfPriceBid(first, customerId, 40),
    });

    const abort = new AbortController();
    const stream = await fetch(`${second.url}/api/events`, {
      headers: { authorization: `Bearer ${customerToken}` },
      signal: abort.signal,
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read();
    await call(first, `/api/supplier/bids/${bid.id}/reject`, { method: 'POST', token: supplierToken });
    let received = '';
    while (!received.includes(bid.id)) received += (await reader.read()).value ?? '';
    abort.abort();
    expect(received).toContain('"status":"rejected"');

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const jobs = rows<{ type: string; attempts: number; done: boolean }>(
      await database.db.execute(
        sql`select type, attempts, done_at is not null as done from jobs where payload::text like ${`%${bid.id}%`} or type = 'mail'`,
      ),
    );
    expect(jobs.filter((job) => job.type === 'bid-rules')).toEqual([{ type: 'bid-rules', attempts: 1, done: true }]);
    expect(jobs.filter((job) => job.type === 'mail').every((job) => job.attempts === 1 && job.done)).toBe(true);
    const mails = [
      ...(await call<{ subject: string }[]>(first, '/api/dev/mailbox?to=demo@bidstay.test')),
      ...(await call<{ subject: string }[]>(second, '/api/dev/mailbox?to=demo@bidstay.test')),
    ];
    expect(mails.filter((mail) => mail.subject.includes('bid is registered'))).toHaveLength(1);
  }, 60_000);

  it('a customer deactivated through one process is refused by the other at once', async () => {
    const email = `leaving-${Date.now()}@example.com`;
    await call(first, '/api/User/createCustomer', { method: 'POST', body: { email, password: 'Leaving123' } });
    const token = await signIn(first, email, 'Leaving123');
    const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    await call(second, `/api/getCustomerById?id=${id}`, { token }); // the second process now knows the account
    await call(first, `/api/updateCustomerUser/${id}`, { method: 'PATCH', body: { active: false }, token });
    let status = 200;
    for (let attempt = 0; attempt < 20 && status === 200; attempt += 1) {
      const response = await fetch(`${second.url}/api/getCustomerById?id=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      status = response.status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });
});
