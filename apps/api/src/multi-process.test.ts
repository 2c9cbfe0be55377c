import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { spawnApi, type ApiProcess, call, signIn, waitingBid } from '../test/spawn-api.ts';
import { rows } from './db/migrate.ts';

const onPostgres = Boolean(inject('postgresUrl'));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: ApiProcess;
let second: ApiProcess;

/** A new customer, signed up and in through the first process. */
async function newCustomer() {
  const email = `leaving-${randomUUID()}@example.com`;
  await call(first, '/api/User/createCustomer', { method: 'POST', body: { email, password: 'Leaving123' } });
  const token = await signIn(first, email, 'Leaving123');
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { id, token };
}

/** A bid left to a person, rejected through the first process, and what the customer's stream on the second got. */
async function bidRejectedThroughFirst(daysAhead: number) {
  const customerToken = await signIn(first, 'demo@bidstay.test', 'Demo12345');
  const supplierToken = await signIn(second, 'supplier@bidstay.test', 'Supplier123');
  const customerId = JSON.parse(Buffer.from(customerToken.split('.')[1]!, 'base64url').toString()).sub as string;
  const bid = await call<{ id: string }>(first, '/api/newCreateBid', {
    method: 'POST',
    token: customerToken,
    body: await waitingBid(first, customerId, daysAhead),
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
  return { bid, received };
}

/** Moves both processes' clocks by the same hours; each runs the jobs then due. */
const advanceBoth = (hours: number) =>
  Promise.all([first, second].map((api) => call(api, '/api/dev/clock', { method: 'POST', body: { hours } })));

async function reportError(api: ApiProcess, error: string) {
  const response = await fetch(`${api.url}/api/log/createVisitorLog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ error, browser: 1 }),
  });
  expect(response.status).toBe(204);
}

async function visitorLogPurges() {
  return rows<{ key: string; done: boolean }>(
    await database.db.execute(
      sql`select dedupe_key as key, done_at is not null as done from jobs where type = 'visitor-log-purge' order by run_at`,
    ),
  );
}

async function loggedErrors() {
  return rows<{ error: string }>(await database.db.execute(sql`select error from visitor_logs`)).map(
    (entry) => entry.error,
  );
}

/** How many connections to the test database listen (each process has one for bids' events, one for accounts'). */
async function listeners() {
  const [row] = rows<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'listen %'`,
    ),
  );
  return row!.n;
}

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url!, SEED_DEMO: 'true', TEST_CLOCK: 'true' };
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
    const { bid, received } = await bidRejectedThroughFirst(40);
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
    expect(mails.filter((mail) => mail.subject.includes('has answered your'))).toHaveLength(1);
  }, 60_000);

  it('a customer deactivated through one process is refused by the other at once', async () => {
    const { id, token } = await newCustomer();
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

  it('a partner deactivated by an operator through one process is refused by the other at once', async () => {
    const operatorToken = await signIn(first, 'ops@bidstay.test', 'Operator123');
    const email = `invited-${randomUUID()}@example.com`;
    const partner = await call<{ id: string }>(first, '/api/ops/partners', {
      method: 'POST',
      token: operatorToken,
      body: { email, name: 'Invited Hotels' },
    });
    const token = await vi.waitFor(
      async () => {
        const mails = [
          ...(await call<{ text: string }[]>(first, `/api/dev/mailbox?to=${email}`)),
          ...(await call<{ text: string }[]>(second, `/api/dev/mailbox?to=${email}`)),
        ];
        const link = mails.map((mail) => /partner-invitation\?token=([\w-]+)/.exec(mail.text)?.[1]).find(Boolean);
        if (!link) throw new Error('no invitation yet');
        return link;
      },
      { timeout: 10_000, interval: 100 },
    );
    await call(second, '/api/setPartnerPassword', { method: 'POST', body: { token, password: 'Partner123' } });
    const partnerToken = await signIn(second, email, 'Partner123');
    await call(second, '/api/supplier/hotels', { token: partnerToken });

    await call(first, `/api/ops/partners/${partner.id}/deactivate`, { method: 'POST', token: operatorToken });
    const refused = await fetch(`${second.url}/api/supplier/hotels`, {
      headers: { authorization: `Bearer ${partnerToken}` },
    });
    expect(refused.status).toBe(401);
  });

  it('a password changed through one process ends the old token on the other at once', async () => {
    const { id, token } = await newCustomer();
    await call(second, `/api/getCustomerById?id=${id}`, { token }); // the second process now knows the account
    await fetch(`${first.url}/api/updateCustomerUserPassword/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: 'Leaving123', password: 'Renewed123' }),
    });
    await vi.waitFor(
      async () => {
        const refused = await fetch(`${second.url}/api/getCustomerById?id=${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(refused.status).toBe(401);
      },
      { timeout: 1_000, interval: 25 },
    );
  });

  it('carry on once PostgreSQL has ended every connection: answers, event streams and jobs', async () => {
    const customerToken = await signIn(first, 'demo@bidstay.test', 'Demo12345');
    const { id: leaving, token: leavingToken } = await newCustomer();
    await call(second, `/api/getCustomerById?id=${leaving}`, { token: leavingToken }); // the second process knows it
    const abort = new AbortController();
    const openStream = await fetch(`${second.url}/api/events`, {
      headers: { authorization: `Bearer ${customerToken}` },
      signal: abort.signal,
    });
    const streamEnded = openStream.text().catch(() => 'still open');

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // Each process answers at once, though its pool may not know yet that its connections are gone.
    for (const api of [first, second]) expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    // Said while the second process is not listening yet: it reconnects a second after losing its connection.
    await call(first, `/api/updateCustomerUser/${leaving}`, {
      method: 'PATCH',
      body: { active: false },
      token: leavingToken,
    });
    await vi.waitFor(async () => expect(await listeners()).toBe(4), { timeout: 10_000, interval: 200 });

    // The stream stays open: what was said while its process was not listening is read from the bid event log.
    abort.abort();
    expect(await streamEnded).toBe('still open');
    // Within moments of listening again, where a lost notice would have left the account known for 30 s.
    await vi.waitFor(
      async () => {
        const refused = await fetch(`${second.url}/api/getCustomerById?id=${leaving}`, {
          headers: { authorization: `Bearer ${leavingToken}` },
        });
        expect(refused.status).toBe(401);
      },
      { timeout: 3_000, interval: 100 },
    );
    const { bid, received } = await bidRejectedThroughFirst(45);
    expect(received).toContain('"status":"rejected"');
    await vi.waitFor(
      async () => {
        const [rule] = rows<{ done: boolean }>(
          await database.db.execute(
            sql`select done_at is not null as done from jobs where type = 'bid-rules' and payload->>'bidId' = ${bid.id}`,
          ),
        );
        expect(rule).toEqual({ done: true });
      },
      { timeout: 10_000, interval: 200 },
    );
  }, 60_000);

  // Moves both clocks days ahead, so it comes last.
  it('purge the visitor log once a day between them: one job a day, run by one of them', async () => {
    expect(await visitorLogPurges()).toEqual([{ key: expect.stringMatching(/^visitor-log-purge:/), done: false }]);
    const old = `ReferenceError: old ${randomUUID()}`;
    await reportError(first, old);

    await advanceBoth(4 * 24);
    const recent = `ReferenceError: recent ${randomUUID()}`;
    await reportError(second, recent);
    await vi.waitFor(async () => expect((await visitorLogPurges()).map((job) => job.done)).toEqual([true, false]), {
      timeout: 10_000,
      interval: 200,
    });
    expect(await loggedErrors()).toContain(old);

    await advanceBoth(2 * 24);
    await vi.waitFor(
      async () => expect((await visitorLogPurges()).map((job) => job.done)).toEqual([true, true, false]),
      { timeout: 10_000, interval: 200 },
    );
    const keys = (await visitorLogPurges()).map((job) => job.key);
    expect(new Set(keys).size).toBe(3);
    const logged = await loggedErrors();
    expect(logged).not.toContain(old);
    expect(logged).toContain(recent);
  }, 60_000);
});
