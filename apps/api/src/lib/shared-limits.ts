import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/migrate.ts';
import { limitAttempts, limitCalls } from '../db/schema.ts';
import type { CallLimit } from './call-limit.ts';
import type { Clock } from './clock.ts';
import { nextCount, type AttemptThrottle, type ThrottlePolicy } from './login-throttle.ts';

/** Requests counted per key in fixed windows: what `@fastify/rate-limit` asks of a store (plugins/security.ts). */
export type WindowCount = {
  /** Counts one request of the key: how many its window holds with it, and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
};

/**
 * Throttles, call limits and route limits counted where every process of a fleet sees the same tries: three copies must
 * not give a client three times the tries (decisions 033, 043). Each is named; its keys are its own.
 */
export type SharedLimits = {
  kind: 'database' | 'redis';
  throttle(name: string, policy: ThrottlePolicy): AttemptThrottle;
  callLimit(name: string, windowMs: number): CallLimit;
  window(name: string): WindowCount;
  /** What no limit counts any more: the daily purge (a store whose keys expire has nothing to do). */
  purge(olderThan: Date): Promise<void>;
  /** Whether a store apart from the database answers, for readiness; the database's own is checked beside it. */
  answers?(): Promise<boolean>;
};

/** Counted in the database, PGlite included: the embedded start needs no new server (decision 033). */
export function createDatabaseLimits(db: Db, clock: Clock): SharedLimits {
  return {
    kind: 'database',
    throttle(name, policy) {
      const row = (key: string) => and(eq(limitAttempts.name, name), eq(limitAttempts.key, key));
      return {
        reserve: (key) =>
          db.transaction(async (tx) => {
            const now = clock.now();
            await tx.insert(limitAttempts).values({ name, key, count: 0, lastAt: now }).onConflictDoNothing();
            const [entry] = await tx.select().from(limitAttempts).where(row(key)).for('update');
            const attempts = entry && { count: entry.count, lastMs: entry.lastAt.getTime() };
            const count = nextCount(attempts, now.getTime(), policy);
            if (count === undefined) return undefined;
            await tx.update(limitAttempts).set({ count, lastAt: now }).where(row(key));
            return count;
          }),
        async release(key) {
          await db.delete(limitAttempts).where(row(key));
        },
        async cancel(key) {
          await db
            .update(limitAttempts)
            .set({ count: sql`greatest(${limitAttempts.count} - 1, 0)` })
            .where(row(key));
        },
      };
    },

    /**
     * A call is taken under the key's advisory lock, so that two at once never both take the last: one statement, whose
     * function (migration 0034) forgets the calls older than the window and counts and takes this one. A limit may be
     * a share of another (`max` 37.5): it is compared as a number, not an integer.
     */
    callLimit(name, windowMs) {
      return {
        async take(key, max) {
          const now = clock.now();
          const since = new Date(now.getTime() - windowMs);
          const taken = await db.execute(sql`
            select take_limit_call(${name}::text, ${key}::text, ${now.toISOString()}::timestamptz,
              ${since.toISOString()}::timestamptz, ${max}::numeric) as taken`);
          return rows<{ taken: boolean }>(taken)[0]!.taken;
        },
      };
    },

    /** A window is a row of `limit_attempts` whose `last_at` is when the window began, its name a `window ` one. */
    window(name) {
      return {
        async hit(key, windowMs) {
          const now = clock.now();
          const ended = sql`${limitAttempts.lastAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
          const [row] = await db
            .insert(limitAttempts)
            .values({ name: `window ${name}`, key, count: 1, lastAt: now })
            .onConflictDoUpdate({
              target: [limitAttempts.name, limitAttempts.key],
              set: {
                count: sql`case when ${ended} then 1 else ${limitAttempts.count} + 1 end`,
                lastAt: sql`case when ${ended} then excluded.last_at else ${limitAttempts.lastAt} end`,
              },
            })
            .returning({ count: limitAttempts.count, startedAt: limitAttempts.lastAt });
          return { count: row!.count, resetInMs: row!.startedAt.getTime() + windowMs - now.getTime() };
        },
      };
    },

    async purge(olderThan) {
      await db.delete(limitCalls).where(lt(limitCalls.at, olderThan));
      await db.delete(limitAttempts).where(lt(limitAttempts.lastAt, olderThan));
    },
  };
}
