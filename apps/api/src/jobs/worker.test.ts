import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { rows } from '../db/migrate.ts';
import { fixedClock, systemClock } from '../lib/clock.ts';
import { createQueue, retryDelayMs } from './queue.ts';
import { JobFailedForGood, createWorker, type Worker } from './worker.ts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/** A job type of the test, whatever its payload. */
const testJob = (name: string) => defineJob(name, z.unknown());

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
});

describe('the job worker', () => {
  it('runs a paid booking’s step while a backlog of another lane is stuck', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    let releaseMail!: () => void;
    const mailServer = new Promise<void>((resolve) => (releaseMail = resolve));
    const ran: string[] = [];
    const worker: Worker = createWorker({
      queue,
      handlers: {
        mail: async () => {
          await mailServer;
          ran.push('mail');
        },
        'booking-finish': async () => {
          ran.push('booking-finish');
        },
      },
      log: fastify().log,
    });
    close = async () => {
      releaseMail();
      await worker.stop();
      await database.close();
    };
    for (let index = 0; index < 25; index += 1) await queue.enqueue(testJob('mail'), { index });
    await queue.enqueue(testJob('booking-finish'), { bookingId: 'b-1' });

    worker.start(20);

    await vi.waitFor(() => expect(ran).toContain('booking-finish'), { timeout: 5_000 });
    expect(ran.filter((type) => type === 'mail')).toEqual([]);
    releaseMail();
    await vi.waitFor(() => expect(ran.filter((type) => type === 'mail')).toHaveLength(25), { timeout: 10_000 });
  });

  it('stopping lets the running job finish and gives the batch’s others back at once, their try not counted', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    let releaseMail!: () => void;
    const mailServer = new Promise<void>((resolve) => (releaseMail = resolve));
    const sent: number[] = [];
    const worker: Worker = createWorker({
      queue,
      handlers: {
        mail: async (payload) => {
          await mailServer;
          sent.push((payload as { index: number }).index);
        },
      },
      log: fastify().log,
    });
    close = () => database.close();
    for (let index = 0; index < 3; index += 1) await queue.enqueue(testJob('mail'), { index });
    const ran = worker.runOnce();
    await vi.waitFor(async () => expect(await leased()).toHaveLength(3));
    const stopped = worker.stop();
    releaseMail();
    await Promise.all([ran, stopped]);
    expect(sent).toEqual([0]);
    const left = rows<{ attempts: number; leased: boolean; done: boolean }>(
      await database.db.execute(
        sql`select attempts, locked_until is not null as leased, done_at is not null as done from jobs order by id`,
      ),
    );
    expect(left).toEqual([
      { attempts: 1, leased: false, done: true },
      { attempts: 0, leased: false, done: false },
      { attempts: 0, leased: false, done: false },
    ]);

    async function leased() {
      return rows(await database.db.execute(sql`select id from jobs where locked_until is not null`));
    }
  });

  it('runs up to jobsAtOnce of a lane’s jobs side by side, each completed once', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    let releaseMails!: () => void;
    const mailServer = new Promise<void>((resolve) => (releaseMails = resolve));
    let inFlight = 0;
    let mostInFlight = 0;
    const worker: Worker = createWorker({
      queue,
      handlers: {
        mail: async () => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await mailServer;
          inFlight -= 1;
        },
      },
      log: fastify().log,
      jobsAtOnce: 4,
    });
    close = async () => {
      releaseMails();
      await worker.stop();
      await database.close();
    };
    for (let index = 0; index < 9; index += 1) await queue.enqueue(testJob('mail'), { index });

    const running = worker.runOnce();
    await vi.waitFor(() => expect(inFlight).toBe(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mostInFlight).toBe(4);
    releaseMails();

    expect(await running).toBe(9);
    const [done] = rows<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from jobs where done_at is not null and attempts = 1`,
      ),
    );
    expect(done?.count).toBe(9);
  });

  it('does what a failed job still owes once its last try has failed, before marking it failed', async () => {
    const database = await createTestDatabase();
    const clock = fixedClock('2026-11-27T10:00:00.000Z');
    const queue = createQueue(database.db, clock);
    const owed: unknown[] = [];
    const markedFailedWhenOwed: boolean[] = [];
    const worker: Worker = createWorker({
      queue,
      handlers: {
        'bid-rules': async () => {
          throw new Error('the rule could not be read');
        },
      },
      whenFailed: {
        'bid-rules': async (payload) => {
          const [job] = rows<{ failed: boolean }>(
            await database.db.execute(sql`select failed_at is not null as failed from jobs`),
          );
          markedFailedWhenOwed.push(job!.failed);
          owed.push(payload);
        },
      },
      log: fastify().log,
    });
    close = async () => {
      await worker.stop();
      await database.close();
    };
    await queue.enqueue(testJob('bid-rules'), { bidId: 'b-1' }, { maxAttempts: 3 });

    const owedAfterEachTry = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await worker.runOnce();
      owedAfterEachTry.push(owed.length);
      clock.advance(retryDelayMs(attempt));
    }

    expect(owedAfterEachTry).toEqual([0, 0, 1, 1]);
    expect(owed).toEqual([{ bidId: 'b-1' }]);
    expect(markedFailedWhenOwed).toEqual([false]);
  });

  it('fails a job for good at the try whose handler says so, with its message, and does what it still owes', async () => {
    const database = await createTestDatabase();
    const clock = fixedClock('2026-11-27T10:00:00.000Z');
    const queue = createQueue(database.db, clock);
    const owed: unknown[] = [];
    const worker: Worker = createWorker({
      queue,
      handlers: {
        mail: async () => {
          throw new JobFailedForGood('550 5.1.1 no such user');
        },
      },
      whenFailed: { mail: async (payload) => void owed.push(payload) },
      log: fastify().log,
    });
    close = async () => {
      await worker.stop();
      await database.close();
    };
    await queue.enqueue(testJob('mail'), { to: 'nobody@bidstay.test' });

    await worker.runOnce();
    clock.advance(retryDelayMs(1));
    await worker.runOnce();

    const [job] = rows<{ attempts: number; failed: boolean; last_error: string }>(
      await database.db.execute(sql`select attempts, failed_at is not null as failed, last_error from jobs`),
    );
    expect(job).toEqual({ attempts: 1, failed: true, last_error: '550 5.1.1 no such user' });
    expect(owed).toEqual([{ to: 'nobody@bidstay.test' }]);
  });

  it('says at start which pending jobs no handler runs, which are never claimed', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    const lines: string[] = [];
    const { log } = fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    const worker: Worker = createWorker({ queue, handlers: { mail: async () => {} }, log });
    close = async () => {
      await worker.stop();
      await database.close();
    };
    await queue.enqueue(testJob('retired-type'), {});
    await queue.enqueue(testJob('mail'), {});

    worker.start(20);

    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, types: ['retired-type'] });
  });

  it('lets the server answer between two jobs, even where the database answers without waiting (PGlite)', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    let ran = 0;
    const worker: Worker = createWorker({
      queue,
      handlers: {
        'bid-rules': async () => {
          await database.db.execute(sql`select 1`);
          ran += 1;
        },
      },
      log: fastify().log,
    });
    close = async () => {
      await worker.stop();
      await database.close();
    };
    for (let index = 0; index < 50; index += 1) await queue.enqueue(testJob('bid-rules'), { index });

    const running = worker.runOnce();
    // What the server does next, as a request that has come in: it waits for one turn of the event loop.
    const ranWhenAnswered = await new Promise<number>((resolve) => setImmediate(() => resolve(ran)));

    expect(await running).toBe(50);
    expect(ranWhenAnswered).toBeLessThan(10);
  });

  it('runs a job its queue says is due at once, not at its next tick, and again if its lane was running', async () => {
    const database = await createTestDatabase();
    const queue = createQueue(database.db, systemClock);
    const started: number[] = [];
    const ran: number[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const worker: Worker = createWorker({
      queue,
      handlers: {
        'bid-rules': async (payload) => {
          const { index } = payload as { index: number };
          started.push(index);
          if (index === 1) await firstHeld;
          ran.push(index);
        },
      },
      log: fastify().log,
    });
    close = async () => {
      releaseFirst();
      await worker.stop();
      await database.close();
    };
    worker.start(60_000);

    await queue.enqueue(testJob('bid-rules'), { index: 1 });
    queue.wake(testJob('bid-rules'));
    await vi.waitFor(() => expect(started).toEqual([1]), { timeout: 5_000 });
    await queue.enqueue(testJob('bid-rules'), { index: 2 });
    queue.wake(testJob('bid-rules'));
    releaseFirst();

    await vi.waitFor(() => expect(ran).toEqual([1, 2]), { timeout: 5_000 });
  });
});
