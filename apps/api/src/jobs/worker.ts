import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JobDefinition } from './job-definition.ts';
import { isLastTry, type Job, type Queue } from './queue.ts';

/** Runs a job: its payload, and the job itself for a handler that weighs its tries. */
export type JobHandler = (payload: unknown, job: Job) => Promise<void>;

/** A job type bound to what runs it, with its payload parsed by the type's schema. */
export function handle<Schema extends z.ZodType>(
  job: JobDefinition<Schema>,
  run: (payload: z.output<Schema>, job: Job) => Promise<void>,
): [string, JobHandler] {
  return [job.name, (payload, queued) => run(job.payload.parse(payload), queued)];
}

/**
 * What a handler throws when no later try can do better (an SMTP server refused the mail's recipient for good): the
 * job fails for good at once, with this error's message as its last error. Any other error is tried again.
 */
export class JobFailedForGood extends Error {
  override name = 'JobFailedForGood';
}

export type JobHandlers = Record<string, JobHandler>;
/** What is still owed for a job of a type once it has failed for good, its tries used up. */
export type FailureHandlers = Partial<JobHandlers>;

const BATCH_SIZE = 10;

/**
 * A lane's jobs at once: on PostgreSQL a job waits on round trips, and four of them keep a share of the pool's ten
 * connections for the requests; PGlite answers one query at a time, in this process. The mailer keeps as many SMTP
 * connections open.
 */
export const JOBS_AT_ONCE = { postgres: 4, pglite: 1 } as const;

/** Runs `run` on every item, at most `width` at a time. */
async function eachAtMost<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, runner));
}

export type Worker = ReturnType<typeof createWorker>;

/**
 * Every job type has a lane of its own, and lanes run side by side, so a backlog or a stuck server in one (a thousand
 * mails, an SMTP server that hangs) never holds up another (a paid booking's steps, a bid's rule); and a lane's claim
 * reads only its own type's jobs. A job of a type without a handler is never claimed; the worker says so at start.
 *
 * `jobsAtOnce`: how many of a lane's jobs run side by side. A job mostly waits (on the database's round trips, on an
 * SMTP server), so on PostgreSQL several at once carry more; handlers are safe side by side already, as two processes
 * run the same lane.
 */
export function createWorker({
  queue,
  handlers,
  whenFailed = {},
  log,
  jobsAtOnce = 1,
  onFailure = () => {},
}: {
  queue: Queue;
  handlers: JobHandlers;
  whenFailed?: FailureHandlers;
  log: FastifyBaseLogger;
  jobsAtOnce?: number;
  /** Told of each failed try, by the job's type (the metrics). */
  onFailure?: (type: string) => void;
}) {
  const types = Object.keys(handlers);
  /** Each lane runs at most once at a time; a tick starts the lanes that are idle. */
  const running = new Map<string, Promise<number>>();
  /** Lanes woken while they ran: a job added after their last claim waits for no tick. */
  const wokenWhileRunning = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopWaking: (() => void) | undefined;
  let stopping = false;

  async function runJob(job: Job) {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, job);
      await queue.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = isLastTry(job) || error instanceof JobFailedForGood;
      // What a job still owes is done before the job is marked failed: a process that dies in between leaves the job
      // to be claimed again, rather than its debt unpaid.
      if (exhausted) await settleFailed(job);
      await queue.fail(job, message, exhausted);
      onFailure(job.type);
      const level = exhausted ? 'error' : 'warn';
      log[level](
        { jobId: job.id, type: job.type, attempts: job.attempts, error: message },
        exhausted ? 'job failed for good' : 'job failed, will retry',
      );
    }
  }

  async function settleFailed(job: Job) {
    try {
      await whenFailed[job.type]?.(job.payload, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ jobId: job.id, type: job.type, error: message }, 'what a failed job left owed could not be done');
    }
  }

  /**
   * Runs every due job of a lane once, batch by batch; returns how many ran. Stopping lets the running jobs finish and
   * gives the batch's others back at once, for another process to claim without waiting for their lease. Each job
   * gives the event loop a turn: PGlite answers in the same process without waiting for I/O, so a lane of jobs that
   * only query it would otherwise run its whole backlog before the server answers anyone.
   */
  async function runLane(type: string): Promise<number> {
    let total = 0;
    while (!stopping) {
      const batch = await queue.claim(BATCH_SIZE, type);
      await eachAtMost(batch, jobsAtOnce, async (job) => {
        if (stopping) return queue.giveBack(job.id);
        await runJob(job);
        await nextTurn();
      });
      total += batch.length;
      if (batch.length < BATCH_SIZE) break;
    }
    return total;
  }

  function tickLane(type: string): Promise<number> {
    const current =
      running.get(type) ??
      runLane(type)
        .catch((error: unknown) => {
          log.error({ err: error }, 'job worker tick failed');
          return 0;
        })
        .finally(() => {
          running.delete(type);
          if (wokenWhileRunning.delete(type) && !stopping) void tickLane(type);
        });
    running.set(type, current);
    return current;
  }

  function wake(type: string) {
    if (!Object.hasOwn(handlers, type)) return;
    if (running.has(type)) wokenWhileRunning.add(type);
    else void tickLane(type);
  }

  /** Jobs of a type no handler runs (one since removed) are never claimed: said once at start, not left unseen. */
  async function reportUnhandledTypes() {
    const unhandled = (await queue.pendingTypes()).filter((type) => !Object.hasOwn(handlers, type));
    if (unhandled.length) log.warn({ types: unhandled }, 'pending jobs of types no handler runs are never claimed');
  }

  async function tick(): Promise<number> {
    const counts = await Promise.all(types.map(tickLane));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  return {
    runOnce: tick,
    releaseLeases: () => queue.releaseLeases(),
    start(intervalMs = 1000) {
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      stopWaking = queue.onWake(wake);
      reportUnhandledTypes().catch((error: unknown) => log.error({ err: error }, 'job types could not be read'));
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      stopWaking?.();
      await Promise.all(running.values());
    },
  };
}
