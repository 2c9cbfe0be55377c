import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitAttempts, limitCalls } from '../db/schema.ts';
import type { CallLimit } from './call-limit.ts';
import type { Clock } from './clock.ts';
import type { AttemptThrottle, ThrottlePolicy } from './login-throttle.ts';

export type SharedLimits = ReturnType<typeof createSharedLimits>;

/**
 * Throttles and call limits counted in the database, so that every process of a fleet counts the same tries: three
 * copies must not give a client three times the tries (decision 033). Each is named; its keys are its own.
 */
export function createSharedLimits(db: Db, clock: Clock) {
  return {
    throttle(name: string, policy: ThrottlePolicy): AttemptThrottle {
      const row = (key: string) => and(eq(limitAttempts.name, name), eq(limitAttempts.key, key));
      return {
        reserve: (key) =>
          db.transaction(async (tx) => {
            const now = clock.now();
            await tx.insert(limitAttempts).values({ name, key, count: 0, lastAt: now }).onConflictDoNothing();
            const [entry] = await tx.select().from(limitAttempts).where(row(key)).for('update');
            const forgotten = !entry || now.getTime() - entry.lastAt.getTime() > policy.forgetAfterMs;
            const count = forgotten ? 0 : entry.count;
            if (count > 0 && now.getTime() < entry!.lastAt.getTime() + policy.waitAfter(count)) return undefined;
            await tx
              .update(limitAttempts)
              .set({ count: count + 1, lastAt: now })
              .where(row(key));
            return count + 1;
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

    callLimit(name: string, windowMs: number): CallLimit {
      return {
        take: (key, max) =>
          db.transaction(async (tx) => {
            const now = clock.now();
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${name}\n${key}`}))`);
            const since = new Date(now.getTime() - windowMs);
            const same = and(eq(limitCalls.name, name), eq(limitCalls.key, key));
            await tx.delete(limitCalls).where(and(same, lt(limitCalls.at, since)));
            const [counted] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(limitCalls)
              .where(same);
            if ((counted?.n ?? 0) >= max) return false;
            await tx.insert(limitCalls).values({ name, key, at: now });
            return true;
          }),
      };
    },

    /** What no limit counts any more: the daily purge. */
    async purge(olderThan: Date) {
      await db.delete(limitCalls).where(lt(limitCalls.at, olderThan));
      await db.delete(limitAttempts).where(lt(limitAttempts.lastAt, olderThan));
    },
  };
}
