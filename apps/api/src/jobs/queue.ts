import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rows } from '../db/migrate.ts';
import { jobs } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

export type Job = { id: number; type: string; payload: unknown; attempts: number; maxAttempts: number };

export type EnqueueOptions = { runAt?: Date; dedupeKey?: string; maxAttempts?: number };

/** A job inserted with other rows: due at `runAt`, with the default attempts and no dedupe key. */
export type NewJob = { type: string; payload: unknown; runAt: Date };

/** Which job types a claim takes: these, or all but these. */
export type JobTypes = { only: readonly string[] } | { except: readonly string[] };

const LEASE_MS = 5 * 60 * 1000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

function typeFilter(types: JobTypes): SQL {
  if ('only' in types) return inArray(jobs.type, [...types.only]);
  return types.except.length > 0 ? notInArray(jobs.type, [...types.except]) : sql`true`;
}

export type Queue = ReturnType<typeof createQueue>;

export function createQueue(db: Db, clock: Clock) {
  /** Every job ends here: its SQL built once. */
  const completion = db
    .update(jobs)
    .set({ doneAt: sql`${sql.placeholder('doneAt')}::timestamptz`, lockedUntil: null })
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('complete_job');

  return {
    /** Adds a job in the caller's transaction when one is given; a repeated dedupeKey is a no-op. */
    async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}, tx: Db | Tx = db) {
      await tx
        .insert(jobs)
        .values({
          type,
          payload,
          runAt: options.runAt ?? clock.now(),
          dedupeKey: options.dedupeKey,
          maxAttempts: options.maxAttempts,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey });
    },

    /** A job as a row, for a caller that inserts it in one statement with its own rows. */
    job(type: string, payload: unknown, runAt = clock.now()): NewJob {
      return { type, payload, runAt };
    },

    /** Takes up to `limit` due jobs of these types; a job whose lease ran out (its process died) is due again. */
    async claim(limit: number, types: JobTypes): Promise<Job[]> {
      const now = clock.now();
      const result = await db.execute(sql`
        update jobs set attempts = attempts + 1, locked_until = ${new Date(now.getTime() + LEASE_MS)}
        where id in (
          select id from jobs
          where done_at is null and failed_at is null and run_at <= ${now}
            and (locked_until is null or locked_until < ${now})
            and ${typeFilter(types)}
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, type, payload, attempts, max_attempts`);
      return rows<{ id: number | string; type: string; payload: unknown; attempts: number; max_attempts: number }>(
        result,
      ).map((row) => ({
        id: Number(row.id),
        type: row.type,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }));
    },

    /**
     * Frees the jobs a dead process had claimed. Only safe where no other process can hold a lease:
     * the embedded database, which one process opens at a time.
     */
    async releaseLeases() {
      await db
        .update(jobs)
        .set({ lockedUntil: null })
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
    },

    async complete(id: number) {
      await completion.execute({ id, doneAt: clock.now().toISOString() });
    },

    /** Schedules the next try with exponential backoff; past maxAttempts the job is kept as failed. */
    async fail(job: Job, error: string) {
      const now = clock.now();
      const exhausted = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lastError: error.slice(0, 2000),
          lockedUntil: null,
          ...(exhausted ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(and(eq(jobs.id, job.id)));
      return { exhausted };
    },
  };
}
