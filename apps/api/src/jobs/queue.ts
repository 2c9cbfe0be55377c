import { HOUR_MS } from '@bidstay/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobDefinition, PayloadOf } from './job-definition.ts';

export type Job = { id: number; type: string; payload: unknown; attempts: number; maxAttempts: number };

export type EnqueueOptions = { runAt?: Date; dedupeKey?: string; maxAttempts?: number };

/** A job inserted with other rows: due at `runAt`, with the default attempts and no dedupe key. */
export type NewJob = { type: string; payload: unknown; runAt: Date };

const LEASE_MS = 5 * 60 * 1000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = HOUR_MS;

/** Whether a failure of this try fails the job for good. */
export const isLastTry = (job: Job) => job.attempts >= job.maxAttempts;

export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export type Queue = ReturnType<typeof createQueue>;

export function createQueue(db: Db, clock: Clock) {
  /** Every job ends here: its SQL built once. */
  const completion = db
    .update(jobs)
    .set({ doneAt: sql`${sql.placeholder('doneAt')}::timestamptz`, lockedUntil: null })
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('complete_job');

  /**
   * Every type's lane claims once a second and after each batch: its SQL is built once, with the type as a parameter.
   * The due jobs of a type come in order from one index (jobs_due_by_type_idx), however many of other types are due
   * before them.
   */
  function claimStatement() {
    const now = sql`${sql.placeholder('now')}::timestamptz`;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, sql.placeholder('type')),
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          sql`${jobs.runAt} <= ${now}`,
          sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < ${now})`,
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(sql.placeholder('limit'))
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`${sql.placeholder('lockedUntil')}::timestamptz`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        type: jobs.type,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      })
      .prepare('claim_due_jobs');
  }
  const claimDue = claimStatement();
  const dueListeners = new Set<(type: string) => void>();

  return {
    /**
     * Says that a job of `type` is due now, once the transaction that added it has committed: this process's worker
     * claims it at once rather than at its next tick (a bid's rule decides while the customer waits in the dialog).
     * Another process's worker still finds it at its tick.
     */
    wake(job: JobDefinition) {
      for (const listener of dueListeners) listener(job.name);
    },

    /** Calls `listener` with the type of each job woken; returns the call that stops it. */
    onWake(listener: (type: string) => void) {
      dueListeners.add(listener);
      return () => dueListeners.delete(listener);
    },

    /** Adds a job in the caller's transaction when one is given; a repeated dedupeKey is a no-op. */
    async enqueue<Job extends JobDefinition>(
      job: Job,
      payload: PayloadOf<Job>,
      options: EnqueueOptions = {},
      tx: Db | Tx = db,
    ) {
      await tx
        .insert(jobs)
        .values({
          type: job.name,
          payload,
          runAt: options.runAt ?? clock.now(),
          dedupeKey: options.dedupeKey,
          maxAttempts: options.maxAttempts,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey });
    },

    /** A job as a row, for a caller that inserts it in one statement with its own rows. */
    job<Job extends JobDefinition>(job: Job, payload: PayloadOf<Job>, runAt = clock.now()): NewJob {
      return { type: job.name, payload, runAt };
    },

    /** Takes up to `limit` due jobs of a type, oldest first; a job whose lease ran out (its process died) is due again. */
    async claim(limit: number, type: string): Promise<Job[]> {
      const now = clock.now();
      return claimDue.execute({
        now: now.toISOString(),
        lockedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        type,
        limit,
      });
    },

    /** The types of the jobs not yet done nor failed for good. */
    async pendingTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: jobs.type })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
      return rows.map((row) => row.type);
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

    /** A claimed job not started: unclaimed, its try not counted. */
    async giveBack(id: number) {
      await db
        .update(jobs)
        .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    },

    async complete(id: number) {
      await completion.execute({ id, doneAt: clock.now().toISOString() });
    },

    /** Schedules the next try with exponential backoff; a job failed `forGood` (its last try, say) is kept as failed. */
    async fail(job: Job, error: string, forGood: boolean) {
      const now = clock.now();
      await db
        .update(jobs)
        .set({
          lastError: error.slice(0, 2000),
          lockedUntil: null,
          ...(forGood ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(and(eq(jobs.id, job.id)));
    },
  };
}
