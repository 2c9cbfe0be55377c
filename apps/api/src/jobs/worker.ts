import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobTypes, Queue } from './queue.ts';

export type JobHandler = (payload: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const BATCH_SIZE = 10;

export type Worker = ReturnType<typeof createWorker>;

/**
 * Job types with a lane of their own; every other type shares one more lane. Lanes run side by side,
 * so a backlog or a stuck server in one (a thousand mails, an SMTP server that hangs) never holds up
 * another (a paid booking's steps).
 */
export type Lanes = readonly (readonly string[])[];

function laneTypes(lanes: Lanes): JobTypes[] {
  return [...lanes.map((only) => ({ only })), { except: lanes.flat() }];
}

export function createWorker({
  queue,
  handlers,
  lanes = [],
  log,
}: {
  queue: Queue;
  handlers: JobHandlers;
  lanes?: Lanes;
  log: FastifyBaseLogger;
}) {
  const allLanes = laneTypes(lanes);
  /** Each lane runs at most once at a time; a tick starts the lanes that are idle. */
  const running = new Map<JobTypes, Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
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

  /** Runs every due job of a lane once, batch by batch; returns how many ran. Stopping ends it after a batch. */
  async function runLane(types: JobTypes): Promise<number> {
    let total = 0;
    while (!stopping) {
      const batch = await queue.claim(BATCH_SIZE, types);
      for (const job of batch) await runJob(job);
      total += batch.length;
      if (batch.length < BATCH_SIZE) break;
    }
    return total;
  }

  function tickLane(types: JobTypes): Promise<number> {
    const current =
      running.get(types) ??
      runLane(types)
        .catch((error: unknown) => {
          log.error({ err: error }, 'job worker tick failed');
          return 0;
        })
        .finally(() => running.delete(types));
    running.set(types, current);
    return current;
  }

  async function tick(): Promise<number> {
    const counts = await Promise.all(allLanes.map(tickLane));
    return counts.reduce((sum, count) => sum + count, 0);
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
      await Promise.all(running.values());
    },
  };
}
