import type { JobState } from '@bidstay/contract';
import { and, count, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

export type JobFilter = { type?: string | undefined; state?: JobState | undefined };
/** What a retry or a discard found: the job changed, a job not failed (left as it was), or no such job. */
export type FailedJobOutcome = { outcome: 'changed'; type: string } | { outcome: 'not-failed' | 'unknown' };

export type JobBoard = ReturnType<typeof createJobBoard>;

/** What the back office reads of the jobs table and does to a failed job; the worker's own SQL is in queue.ts. */
export function createJobBoard(db: Db, clock: Clock) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const unfinished = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

  /** A claimed job holds its lease until it ends: held now is running. */
  function stateOf(now: Date) {
    return sql<JobState>`case
      when ${jobs.doneAt} is not null then 'done'
      when ${jobs.failedAt} is not null then 'failed'
      when ${jobs.lockedUntil} >= ${at(now)} then 'running'
      else 'queued' end`;
  }

  function inState(state: JobState, now: Date): SQL | undefined {
    const held = sql`${jobs.lockedUntil} >= ${at(now)}`;
    switch (state) {
      case 'done':
        return isNotNull(jobs.doneAt);
      case 'failed':
        return isNotNull(jobs.failedAt);
      case 'running':
        return and(unfinished, held);
      case 'queued':
        return and(unfinished, or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`${at(now)}`)));
    }
  }

  const matching = ({ type, state }: JobFilter, now: Date) =>
    and(type ? eq(jobs.type, type) : undefined, state ? inState(state, now) : undefined);

  /** The failed job `id` (of `type` when given), if there is one: a job of another type is unknown here. */
  async function outcomeWithout(tx: Db | Tx, id: number, type?: string): Promise<FailedJobOutcome> {
    const [row] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), type ? eq(jobs.type, type) : undefined));
    return { outcome: row ? 'not-failed' : 'unknown' };
  }

  const failedJob = (id: number, type?: string) =>
    and(eq(jobs.id, id), isNotNull(jobs.failedAt), type ? eq(jobs.type, type) : undefined);

  return {
    /** Newest first, `limit` from `offset`, with how many match. */
    async page(filter: JobFilter, { limit, offset }: { limit: number; offset: number }) {
      const now = clock.now();
      const where = matching(filter, now);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: jobs.id,
            type: jobs.type,
            state: stateOf(now),
            payload: jobs.payload,
            attempts: jobs.attempts,
            maxAttempts: jobs.maxAttempts,
            lastError: jobs.lastError,
            runAt: jobs.runAt,
            createdAt: jobs.createdAt,
            doneAt: jobs.doneAt,
            failedAt: jobs.failedAt,
          })
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** How many jobs of every type are in every state. */
    async counts() {
      // By position: the state's expression holds a parameter, and a repeated parameter is another expression.
      return db
        .select({ type: jobs.type, state: stateOf(clock.now()), count: count() })
        .from(jobs)
        .groupBy(sql`1, 2`)
        .orderBy(sql`1, 2`);
    },

    /**
     * A failed job is due again for one more try: if that try fails too, the job is failed again. The update matches
     * only while the job is failed, so of two retries at once (or a retry and a discard) one changes it.
     */
    async retry(id: number, tx: Db | Tx, type?: string): Promise<FailedJobOutcome> {
      const [row] = await tx
        .update(jobs)
        .set({ failedAt: null, lockedUntil: null, runAt: clock.now(), maxAttempts: sql`${jobs.attempts} + 1` })
        .where(failedJob(id, type))
        .returning({ type: jobs.type });
      return row ? { outcome: 'changed', type: row.type } : outcomeWithout(tx, id, type);
    },

    /** A failed job is deleted: the operator's audit line keeps what it was. */
    async discard(id: number, tx: Db | Tx, type?: string): Promise<FailedJobOutcome> {
      const [row] = await tx.delete(jobs).where(failedJob(id, type)).returning({ type: jobs.type });
      return row ? { outcome: 'changed', type: row.type } : outcomeWithout(tx, id, type);
    },
  };
}
