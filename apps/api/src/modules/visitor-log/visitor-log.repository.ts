import { count, countDistinct, desc, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitorLogs } from '../../db/schema.ts';

export type VisitorLogRepository = ReturnType<typeof createVisitorLogRepository>;

const BROWSER_CODES = [1, 2, 3, 4, 5] as const;
/** Enough pages to tell where an error happens without listing every hotel it happened on. */
const PAGES_SHOWN = 5;

export function createVisitorLogRepository(db: Db) {
  return {
    async insert(entry: { error: string; browser: number; ip: string; page: string | null; createdAt: Date }) {
      await db.insert(visitorLogs).values(entry);
    },

    /** The entries since `since` grouped by their error, the last seen first, with a count for every browser code. */
    async groupsSince(since: Date, { limit, offset }: { limit: number; offset: number }) {
      const recent = gte(visitorLogs.createdAt, since);
      const browsers = sql<number[]>`array[${sql.join(
        BROWSER_CODES.map((code) => sql`count(*) filter (where ${visitorLogs.browser} = ${code})::int`),
        sql`, `,
      )}]`;
      const lastSeen = max(visitorLogs.createdAt);
      const pages = sql<string[]>`coalesce((array_agg(distinct ${visitorLogs.page} order by ${visitorLogs.page})
        filter (where ${visitorLogs.page} is not null))[1:${sql.raw(String(PAGES_SHOWN))}], '{}')`;
      const [groups, [total]] = await Promise.all([
        db
          .select({
            error: visitorLogs.error,
            total: count(),
            firstSeen: min(visitorLogs.createdAt),
            lastSeen,
            browsers,
            pages,
          })
          .from(visitorLogs)
          .where(recent)
          .groupBy(visitorLogs.error)
          .orderBy(desc(lastSeen), visitorLogs.error)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: countDistinct(visitorLogs.error) })
          .from(visitorLogs)
          .where(recent),
      ]);
      return {
        groups: groups.map((group) => ({
          error: group.error,
          total: group.total,
          firstSeen: group.firstSeen!,
          lastSeen: group.lastSeen!,
          byBrowser: BROWSER_CODES.map((browser, index) => ({ browser, count: Number(group.browsers[index] ?? 0) })),
          pages: group.pages,
        })),
        total: total?.total ?? 0,
      };
    },

    /** Deletes the entries from before `before`; answers how many. */
    async deleteBefore(before: Date) {
      const deleted = await db
        .delete(visitorLogs)
        .where(lt(visitorLogs.createdAt, before))
        .returning({ id: visitorLogs.id });
      return deleted.length;
    },
  };
}
