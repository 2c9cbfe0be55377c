import { OPS_PAGE_SIZE, messages, type JobsQuery, type PushDeliveriesQuery } from '@bidstay/contract';
import type { Db } from '../../db/client.ts';
import type { FailedJobOutcome, JobBoard } from '../../jobs/job-board.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { VisitorLogService } from '../visitor-log/visitor-log.service.ts';
import type { Actor, OpsService } from './ops.service.ts';

type Deps = {
  db: Db;
  ops: OpsService;
  board: JobBoard;
  mail: MailService;
  push: PushService;
  visitorLog: VisitorLogService;
};

const jobTarget = (id: number) => `job:${id}`;
const mailTarget = (id: number) => `mail:${id}`;

/** A retry or a discard that changed nothing is refused, and its transaction (audit line included) rolled back. */
function changedType(found: FailedJobOutcome, unknownMessage: string) {
  if (found.outcome === 'changed') return found.type;
  throw found.outcome === 'unknown'
    ? new AppError('not_found', unknownMessage)
    : new AppError('conflict', messages.operations.jobNotFailed);
}

export type Operations = ReturnType<typeof createOperations>;

/**
 * The back office's Operations: the jobs, the mails that failed, the pushes and the visitor log; each change with its
 * audit line.
 */
export function createOperations({ db, ops, board, mail, push, visitorLog }: Deps) {
  return {
    async jobs({ type, state, page }: JobsQuery) {
      const [{ rows, total }, counts] = await Promise.all([
        board.page({ type, state }, { limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE }),
        board.counts(),
      ]);
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      const jobs = rows.map((row) => ({
        id: row.id,
        type: row.type,
        state: row.state,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
        lastError: row.lastError,
        runAt: row.runAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        finishedAt: iso(row.doneAt ?? row.failedAt),
      }));
      return { jobs, total, counts };
    },

    retryJob: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const type = changedType(await board.retry(id, tx), messages.operations.jobUnknown);
        await ops.record(actor, 'job-retried', jobTarget(id), { type }, tx);
      }),

    discardJob: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const type = changedType(await board.discard(id, tx), messages.operations.jobUnknown);
        await ops.record(actor, 'job-discarded', jobTarget(id), { type }, tx);
      }),

    failedMails: (page: number) => mail.failedMails(page),

    retryMail: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        changedType(await mail.retryFailed(id, tx), messages.operations.mailUnknown);
        await ops.record(actor, 'mail-retried', mailTarget(id), {}, tx);
      }),

    discardMail: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        changedType(await mail.discardFailed(id, tx), messages.operations.mailUnknown);
        await ops.record(actor, 'mail-discarded', mailTarget(id), {}, tx);
      }),

    pushes: (query: PushDeliveriesQuery) => push.deliveries(query),

    visitorLog: (page: number) => visitorLog.groups(page),
  };
}
