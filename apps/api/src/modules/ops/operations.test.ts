import { VISITOR_LOG_VALIDITY_MS, messages, HOUR_MS } from '@bidstay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidder, createSignedInSupplier, findOffer, placeBid } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, uniqueEmail } from '../../../test/factories.ts';
import { createEnrolledOperator, type Operator } from '../../../test/operator-fixtures.ts';
import { rows } from '../../db/migrate.ts';
import { jobs } from '../../db/schema.ts';
import { BID_EXPIRY_JOB, BID_RULES_JOB } from '../bids/bids.service.ts';
import { MAIL_JOB } from '../mail/mail.service.ts';
import { VISITOR_LOG_PURGE_JOB, nextPurge } from '../visitor-log/visitor-log.service.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let operator: Operator;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 20 });
  t = await buildTestApp({ etgUrl: etg.url });
  operator = await createEnrolledOperator(t.app, t.clock.now());
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const OPS_ADDRESS = '10.80.0.1';

const asOperator = (url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: operator.auth, remoteAddress: OPS_ADDRESS });

/** A mail that failed for good (its SMTP server was down, say), now sendable again. */
async function failedMail(to = uniqueEmail('failed')) {
  const [job] = await t.db
    .insert(jobs)
    .values({
      type: MAIL_JOB.name,
      payload: { template: 'welcome', to, data: { name: 'Ada' } },
      attempts: 3,
      maxAttempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      failedAt: t.clock.now(),
    })
    .returning({ id: jobs.id });
  return { id: job!.id, to };
}

/** A mail job that fails at its one try, whatever is retried: its template does not exist. */
async function brokenMail() {
  const [job] = await t.db
    .insert(jobs)
    .values({
      type: MAIL_JOB.name,
      payload: { template: 'no-such-template', to: 'x@bidstay.test' },
      maxAttempts: 1,
      runAt: t.clock.now(),
    })
    .returning({ id: jobs.id });
  await t.runJobs();
  return job!.id;
}

const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

async function auditLines(action: string, target: string) {
  const response = await asOperator(`/api/ops/audit?q=${encodeURIComponent(target)}`);
  return (response.json().entries as { action: string; target: string }[]).filter(
    (entry) => entry.action === action && entry.target === target,
  );
}

describe('the jobs', () => {
  it('lists a failed job with its tries and last error, filtered by type and state, with counts', async () => {
    const id = await brokenMail();
    const response = await asOperator(`/api/ops/jobs?type=${MAIL_JOB.name}&state=failed`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.jobs[0]).toMatchObject({ id, type: MAIL_JOB.name, state: 'failed', attempts: 1, maxAttempts: 1 });
    expect(page.jobs[0].lastError).toMatch(/template/);
    expect(page.jobs.every((job: { state: string }) => job.state === 'failed')).toBe(true);
    expect(page.counts).toContainEqual({ type: MAIL_JOB.name, state: 'failed', count: page.total });

    const done = await asOperator(`/api/ops/jobs?type=${MAIL_JOB.name}&state=done`);
    expect(done.json().jobs.map((job: { id: number }) => job.id)).not.toContain(id);
  });

  it('answers 400 with a message per field for a bad filter', async () => {
    const response = await asOperator('/api/ops/jobs?state=stuck');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ state: messages.operations.jobStateInvalid });
    const badId = await asOperator('/api/ops/jobs/abc/retry', 'POST');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual({ id: messages.operations.jobIdInvalid });
  });

  it('runs a retried job once, however many retries and workers at once, and audits the retry', async () => {
    const { id, to } = await failedMail();
    const [first, second] = await Promise.all([
      asOperator(`/api/ops/jobs/${id}/retry`, 'POST'),
      asOperator(`/api/ops/jobs/${id}/retry`, 'POST'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(messages.operations.jobNotFailed);

    await Promise.all([t.runJobs(), t.runJobs()]);
    expect(t.mailbox.list(to)).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 4, failedAt: null });
    expect((await jobRow(id))!.doneAt).not.toBeNull();
    expect(await auditLines('job-retried', `job:${id}`)).toHaveLength(1);
  });

  it('fails a retried job again after its one more try', async () => {
    const id = await brokenMail();
    expect((await asOperator(`/api/ops/jobs/${id}/retry`, 'POST')).statusCode).toBe(200);
    await t.runJobs();
    await t.runJobs();
    expect(await jobRow(id)).toMatchObject({ attempts: 2, maxAttempts: 2 });
    expect((await jobRow(id))!.failedAt).not.toBeNull();
  });

  it('discards a failed job, once, and audits it', async () => {
    const { id } = await failedMail();
    expect((await asOperator(`/api/ops/jobs/${id}/discard`, 'POST')).statusCode).toBe(200);
    expect(await jobRow(id)).toBeUndefined();
    expect((await asOperator(`/api/ops/jobs/${id}/discard`, 'POST')).statusCode).toBe(404);
    expect(await auditLines('job-discarded', `job:${id}`)).toHaveLength(1);
  });

  it('answers 409 to a job that is not failed and 404 to an unknown one, and audits neither', async () => {
    await createSignedInCustomer(t.app);
    const [queued] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`done_at is null and failed_at is null`);
    for (const verb of ['retry', 'discard']) {
      const response = await asOperator(`/api/ops/jobs/${queued!.id}/${verb}`, 'POST');
      expect(response.statusCode).toBe(409);
      const unknown = await asOperator(`/api/ops/jobs/999999999/${verb}`, 'POST');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.operations.jobUnknown);
    }
    expect(await jobRow(queued!.id)).toMatchObject({ failedAt: null, doneAt: null });
    expect(await auditLines('job-retried', `job:${queued!.id}`)).toEqual([]);
  });
});

describe('the failed mails', () => {
  it('lists the mails that failed for good with their error, and sends one again once', async () => {
    const { id, to } = await failedMail();
    const listed = await asOperator('/api/ops/mails?state=failed');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().mails).toContainEqual(
      expect.objectContaining({ id, to, template: 'welcome', lastError: 'connect ECONNREFUSED 127.0.0.1:25' }),
    );

    expect((await asOperator(`/api/ops/mails/${id}/retry`, 'POST')).statusCode).toBe(200);
    expect((await asOperator(`/api/ops/mails/${id}/retry`, 'POST')).statusCode).toBe(409);
    await t.runJobs();
    expect(t.mailbox.list(to)).toHaveLength(1);
    const after = await asOperator('/api/ops/mails?state=failed');
    expect(after.json().mails.map((mail: { id: number }) => mail.id)).not.toContain(id);
    expect(await auditLines('mail-retried', `mail:${id}`)).toHaveLength(1);
  });

  it('knows only mails: another job is 404 here', async () => {
    const [other] = await t.db
      .insert(jobs)
      .values({ type: 'standing-bids-sweep', payload: {}, failedAt: t.clock.now() })
      .returning({ id: jobs.id });
    const response = await asOperator(`/api/ops/mails/${other!.id}/retry`, 'POST');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.operations.mailUnknown);
    expect((await asOperator('/api/ops/mails?state=queued')).statusCode).toBe(400);
  });
});

describe('the visitor log', () => {
  let logged = 0;
  const report = (error: string, browser: number, page?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/log/createVisitorLog',
      payload: { error, browser, page },
      remoteAddress: `10.81.0.${++logged}`,
    });
  const groups = async () =>
    (await asOperator('/api/ops/visitorLog')).json().groups as {
      error: string;
      total: number;
      byBrowser: { browser: number; count: number }[];
      firstSeen: string;
      lastSeen: string;
      pages: string[];
    }[];

  it('groups the errors by message with a count per browser code, first and last seen', async () => {
    const error = `TypeError: grouped ${Date.now()}`;
    const first = t.clock.now().toISOString();
    await report(error, 1, '/city/12');
    t.clock.advance(HOUR_MS);
    await report(error, 1, '/city/12');
    await report(error, 4, '/hotel/7');
    const last = t.clock.now().toISOString();
    await report(`${error} (another)`, 2);

    const group = (await groups()).find((found) => found.error === error);
    expect(group).toEqual({
      error,
      total: 3,
      byBrowser: [
        { browser: 1, count: 2 },
        { browser: 2, count: 0 },
        { browser: 3, count: 0 },
        { browser: 4, count: 1 },
        { browser: 5, count: 0 },
      ],
      firstSeen: first,
      lastSeen: last,
      pages: ['/city/12', '/hotel/7'],
    });
  });

  it('names no page for an error reported without one', async () => {
    const error = `TypeError: no page ${Date.now()}`;
    await report(error, 5);
    expect((await groups()).find((found) => found.error === error)?.pages).toEqual([]);
  });

  it('purges the entries past the five days once a day, once however many processes schedule it', async () => {
    const old = `ReferenceError: old ${Date.now()}`;
    const recent = `ReferenceError: recent ${Date.now()}`;
    await report(old, 3);
    t.clock.advance(VISITOR_LOG_VALIDITY_MS - 2 * HOUR_MS);
    await report(recent, 5);
    await Promise.all([t.app.services.visitorLog.schedulePurge(), t.app.services.visitorLog.schedulePurge()]);
    const scheduled = await t.db.select().from(jobs).where(eq(jobs.type, VISITOR_LOG_PURGE_JOB.name));
    expect(scheduled.filter((job) => !job.doneAt)).toHaveLength(1);

    t.clock.advance(nextPurge(t.clock.now()).getTime() - t.clock.now().getTime() + 3 * HOUR_MS);
    operator = await createEnrolledOperator(t.app, t.clock.now());
    expect((await groups()).map((group) => group.error)).not.toContain(old);
    await t.runJobs();
    const stored = rows<{ error: string }>(await t.db.execute(sql`select error from visitor_logs`));
    expect(stored.map((entry) => entry.error)).not.toContain(old);
    expect(stored.map((entry) => entry.error)).toContain(recent);
    const purges = await t.db.select().from(jobs).where(eq(jobs.type, VISITOR_LOG_PURGE_JOB.name));
    expect(purges.filter((job) => job.doneAt)).toHaveLength(1);
    expect(purges.filter((job) => !job.doneAt && job.runAt > t.clock.now())).toHaveLength(1);
  });
});

describe('a failed bid-rules job, retried', () => {
  /** Refuses to queue any deadline of the bid but the one its give-up queues, as a failing database would. */
  async function refuseDeadlinesOf(bidId: string) {
    await t.db.execute(
      sql.raw(`create or replace function refuse_bid_deadline() returns trigger language plpgsql as $$
        begin
          if new.type = '${BID_EXPIRY_JOB.name}' and new.payload->>'bidId' = '${bidId}'
            and new.dedupe_key <> '${BID_EXPIRY_JOB.name}:${bidId}' then
            raise exception 'the deadline could not be queued';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(sql`create trigger refuse_bid_deadline before insert on jobs
      for each row execute function refuse_bid_deadline()`);
    return async () => {
      await t.db.execute(sql`drop trigger refuse_bid_deadline on jobs`);
    };
  }

  const deadlinesOf = async (bidId: string) =>
    rows<{ key: string }>(
      await t.db.execute(
        sql`select dedupe_key as key from jobs where type = ${BID_EXPIRY_JOB.name} and payload->>'bidId' = ${bidId} order by id`,
      ),
    ).map((job) => job.key);

  it('decides the bid and queues its deadline together, and gives up on it once however often it fails', async () => {
    const offer = await findOffer(t.app, 0);
    const partner = await createSignedInSupplier(t.app, [offer.hid]);
    const rules = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/rules/${offer.hid}`,
      headers: partner.auth,
      payload: {
        lines: [
          { label: 'Every bid', when: {}, autoAcceptPercent: null, rejectBelowPercent: null, counterPercent: 98 },
        ],
        nightlyCap: null,
      },
    });
    expect(rules.statusCode).toBe(200);
    const bidder = await createBidder(t.app);
    const bid = await placeBid(t.app, bidder, offer, Math.floor(offer.listed * 0.9));
    const [rulesJob] = await t.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(sql`type = ${BID_RULES_JOB.name} and payload->>'bidId' = ${bid.id}`)
      .returning({ id: jobs.id });
    const allowDeadlines = await refuseDeadlinesOf(bid.id);
    const statusOfBid = async () =>
      (await t.app.inject({ url: `/api/newCustomerBids?customerId=${bidder.id}`, headers: bidder.auth })).json()[0]
        .status as string;

    await t.runJobs();
    expect((await jobRow(rulesJob!.id))!.failedAt).not.toBeNull();
    expect(await statusOfBid()).toBe('pending');
    expect(await deadlinesOf(bid.id)).toEqual([`${BID_EXPIRY_JOB.name}:${bid.id}`]);

    expect((await asOperator(`/api/ops/jobs/${rulesJob!.id}/retry`, 'POST')).statusCode).toBe(200);
    await t.runJobs();
    expect((await jobRow(rulesJob!.id))!.failedAt).not.toBeNull();
    expect(await statusOfBid()).toBe('pending');
    expect(await deadlinesOf(bid.id)).toEqual([`${BID_EXPIRY_JOB.name}:${bid.id}`]);

    await allowDeadlines();
    expect((await asOperator(`/api/ops/jobs/${rulesJob!.id}/retry`, 'POST')).statusCode).toBe(200);
    await t.runJobs();
    expect(await jobRow(rulesJob!.id)).toMatchObject({ failedAt: null, attempts: 3 });
    expect(await statusOfBid()).toBe('counteroffer');
    expect(await deadlinesOf(bid.id)).toEqual([
      `${BID_EXPIRY_JOB.name}:${bid.id}`,
      `${BID_EXPIRY_JOB.name}:${bid.id}:counteroffer`,
    ]);
    expect(await auditLines('job-retried', `job:${rulesJob!.id}`)).toHaveLength(2);
  });
});
