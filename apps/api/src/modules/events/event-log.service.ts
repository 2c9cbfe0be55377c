import { DAY_MS } from '@bidstay/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { nextPurge } from '../visitor-log/visitor-log.service.ts';
import type { EventLogRepository } from './event-log.repository.ts';

export const BID_EVENT_LOG_PURGE_JOB = defineJob('bid-event-log-purge', z.object({}));
/** How far back a reconnecting page is sent what it missed: past it, a page reads its bids again. */
const KEPT_MS = 2 * DAY_MS;

export type EventLogService = ReturnType<typeof createEventLogService>;

/** The bid event log's upkeep: a daily job drops what is older than it keeps. */
export function createEventLogService({
  repository,
  clock,
  queue,
  purgeAlso,
}: {
  repository: EventLogRepository;
  clock: Clock;
  queue: Queue;
  /** More of the fleet's shared state to drop past the same age (the shared limits' counts). */
  purgeAlso?: (olderThan: Date) => Promise<void>;
}) {
  /** Once a day however many processes ask: the day is the job's dedupe key. */
  function schedulePurge() {
    const runAt = nextPurge(clock.now());
    return queue.enqueue(
      BID_EVENT_LOG_PURGE_JOB,
      {},
      { runAt, dedupeKey: `${BID_EVENT_LOG_PURGE_JOB.name}:${runAt.toISOString().slice(0, 10)}` },
    );
  }

  return {
    schedulePurge,
    async purge() {
      const olderThan = new Date(clock.now().getTime() - KEPT_MS);
      await repository.deleteBefore(olderThan);
      await purgeAlso?.(olderThan);
      await schedulePurge();
    },
  };
}
