import { randomUUID } from 'node:crypto';
import { messages } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { PASSWORD, createSignedInCustomer, signIn, uniqueEmail } from '../test/factories.ts';
import { refusedStart } from '../test/spawn-api.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { rows } from './db/migrate.ts';
import { openRedis, type RedisClient } from './lib/redis.ts';

const redisUrl = inject('redisUrl');

/** Two apps on one database, as two processes of a fleet: what one counts, the other must see. */
async function twoCopies(redis: () => Promise<RedisClient | undefined>) {
  const database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  const copies = await Promise.all([0, 1].map(async () => buildTestApp({ database: shared, redis: await redis() })));
  return {
    copies,
    /** Rows the limits wrote in the database. */
    countedInDatabase: async () => {
      const counted = sql`select (select count(*) from limit_attempts) + (select count(*) from limit_calls) as n`;
      return Number(rows<{ n: string }>(await database.db.execute(counted))[0]!.n);
    },
    async close() {
      await Promise.all(copies.map((copy) => copy.close()));
      await database.close();
    },
  };
}

const stores = [
  { store: 'the database', redis: async () => undefined },
  ...(redisUrl ? [{ store: 'Redis', redis: (prefix: string) => openRedis(redisUrl, prefix) }] : []),
];

describe.each(stores)('limits counted by two copies in $store', ({ store, redis }) => {
  const prefix = `bidstay-test:${randomUUID()}:`;
  const clients: RedisClient[] = [];
  let fleet: Awaited<ReturnType<typeof twoCopies>>;
  beforeAll(async () => {
    fleet = await twoCopies(async () => {
      const client = await redis(prefix);
      if (client) clients.push(client);
      return client;
    });
  });
  afterAll(async () => {
    await fleet?.close();
    await Promise.all(clients.map((client) => client.quit()));
  });

  const alternate = <T>(times: number, call: (copy: TestApp) => Promise<T>) =>
    Array.from({ length: times }, (_, index) => index).reduce<Promise<T[]>>(
      async (done, index) => [...(await done), await call(fleet.copies[index % 2]!)],
      Promise.resolve([]),
    );

  it('five wrong passwords spread over the two throttle the sixth sign-in', async () => {
    const email = uniqueEmail();
    const statuses = await alternate(6, async (copy) => (await signIn(copy.app, email, 'Wrong12345')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('five wrong current passwords over the two throttle the sixth password change', async () => {
    const customer = await createSignedInCustomer(fleet.copies[0]!.app);
    const change = (copy: TestApp) =>
      copy.app.inject({
        method: 'PATCH',
        url: `/api/updateCustomerUserPassword/${customer.id}`,
        headers: customer.auth,
        payload: { currentPassword: `${PASSWORD}-wrong`, password: 'Changed123' },
      });
    const answers = await alternate(6, change);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(answers[5]!.json().message).toBe(messages.password.tooManyAttempts);
  });

  it("a route's limit counts the calls made to either copy", async () => {
    const report = (copy: TestApp) =>
      copy.app.inject({
        method: 'POST',
        url: '/api/log/createVisitorLog',
        payload: { error: 'counted', browser: 1 },
      });
    const statuses = (await alternate(21, report)).map((answer) => answer.statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('counts nothing in the database when Redis counts', async () => {
    expect((await fleet.countedInDatabase()) > 0).toBe(store === 'the database');
  });
});

it('refuses to start while the Redis of REDIS_URL does not answer', async () => {
  const { code, output } = await refusedStart({ REDIS_URL: 'redis://127.0.0.1:9' });
  expect(code).toBe(1);
  expect(output).toMatch(/^Redis unavailable \(REDIS_URL\): /);
});
