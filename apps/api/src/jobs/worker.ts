import type { FastifyBaseLogger } from 'fastify';
import type { Job, Queue } from './queue.ts';

export type JobHandler = (payload: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const BATCH_SIZE = 10;

export type Worker = ReturnType<typeof createWorker>;

export function createWorker({
  queue,
  handlers,
  log,
}: {
  queue: Queue;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  async function runJob(job: Job) {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload);
      await queue.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const { exhausted } = await queue.fail(job, message);
      const level = exhausted ? 'error' : 'warn';
      log[level](
        { jobId: job.id, type: job.type, attempts: job.attempts, error: message },
        exhausted ? 'job failed for good' : 'job failed, will retry',
      );
    }
  }

  /** Runs every due job once, batch by batch; returns how many ran. Stopping ends it after a batch. */
  async function runOnce(): Promise<number> {
    let total = 0;
    while (!stopping) {
      const batch = await queue.claim(BATCH_SIZE);
      for (const job of batch) await runJob(job);
      total += batch.length;
      if (batch.length < BATCH_SIZE) break;
    }
    return total;
  }

  function tick() {
    running ??= runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job worker tick failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce: tick,
    releaseLeases: () => queue.releaseLeases(),
    start(intervalMs = 1000) {
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
