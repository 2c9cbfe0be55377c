import { OPS_PAGE_SIZE, nextDailyAt, VISITOR_LOG_VALIDITY_MS, type CreateVisitorLogBody } from '@bidstay/contract';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VisitorLogRepository } from './visitor-log.repository.ts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

export const VISITOR_LOG_PURGE_JOB = defineJob('visitor-log-purge', z.object({}));
/** The hour (UTC) of the daily purge, away from the catalogue's. */
const PURGE_AT_HOUR = 4;

/** The next purge after `now`. */
export const nextPurge = (now: Date) => nextDailyAt(now, PURGE_AT_HOUR);

export type VisitorLogService = ReturnType<typeof createVisitorLogService>;

/** The client errors browsers report (SPEC §3, §7), kept for the SPEC's validity and read by the back office. */
export function createVisitorLogService({
  repository,
  clock,
  queue,
}: {
  repository: VisitorLogRepository;
  clock: Clock;
  queue: Queue;
}) {
  const keptSince = () => new Date(clock.now().getTime() - VISITOR_LOG_VALIDITY_MS);

  /** Once a day however many processes ask: the day is the job's dedupe key. */
  function schedulePurge() {
    const runAt = nextPurge(clock.now());
    return queue.enqueue(
      VISITOR_LOG_PURGE_JOB,
      {},
      { runAt, dedupeKey: `${VISITOR_LOG_PURGE_JOB.name}:${runAt.toISOString().slice(0, 10)}` },
    );
  }

  return {
    /** The ip is the request's own, never the client's claim. */
    record: (body: CreateVisitorLogBody, ip: string) =>
      repository.insert({
        error: body.error,
        browser: body.browser,
        ip,
        page: body.page ?? null,
        createdAt: clock.now(),
      }),

    /** Entries past the validity are left out even before the purge has run. */
    async groups(page: number) {
      const { groups, total } = await repository.groupsSince(keptSince(), {
        limit: OPS_PAGE_SIZE,
        offset: (page - 1) * OPS_PAGE_SIZE,
      });
      const iso = (date: Date) => date.toISOString();
      return {
        groups: groups.map((group) => ({ ...group, firstSeen: iso(group.firstSeen), lastSeen: iso(group.lastSeen) })),
        total,
      };
    },

    schedulePurge,

    /** The daily job: the entries past the validity go, then the next day's run is queued. */
    async purge() {
      await repository.deleteBefore(keptSince());
      await schedulePurge();
    },
  };
}
