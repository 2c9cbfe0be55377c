import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { systemClock } from '../lib/clock.ts';
import { createQueue } from './queue.ts';
import { createWorker, type Worker } from './worker.ts';

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
    for (let index = 0; index < 25; index += 1) await queue.enqueue('mail', { index });
    await queue.enqueue('booking-finish', { bookingId: 'b-1' });

    worker.start(20);

    await vi.waitFor(() => expect(ran).toContain('booking-finish'), { timeout: 5_000 });
    expect(ran.filter((type) => type === 'mail')).toEqual([]);
    releaseMail();
    await vi.waitFor(() => expect(ran.filter((type) => type === 'mail')).toHaveLength(25), { timeout: 10_000 });
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
    for (let index = 0; index < 50; index += 1) await queue.enqueue('bid-rules', { index });

    const running = worker.runOnce();
    // What the server does next, as a request that has come in: it waits for one turn of the event loop.
    const ranWhenAnswered = await new Promise<number>((resolve) => setImmediate(() => resolve(ran)));

    expect(await running).toBe(50);
    expect(ranWhenAnswered).toBeLessThan(10);
  });
});
