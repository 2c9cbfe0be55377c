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
      lanes: [['booking-finish']],
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
});
