import { MAIL_TEMPLATES, OPS_PAGE_SIZE, type MailTemplate } from '@bidstay/contract';
import { z } from 'zod';
import { emailLanguage } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobBoard } from '../../jobs/job-board.ts';
import type { Queue } from '../../jobs/queue.ts';
import { JobFailedForGood } from '../../jobs/worker.ts';
import { renderMail, type TemplateData } from './mail.templates.ts';

export { mailMoney } from './mail.templates.ts';
export { formatDay, formatMoney } from './mail-words.ts';
import { isRefusedForGood, type Mailer } from './mailer.ts';
import { defineJob, type PayloadOf } from '../../jobs/job-definition.ts';

export const MAIL_JOB = defineJob(
  'mail',
  z.object({
    template: z.enum(MAIL_TEMPLATES),
    to: z.string(),
    data: z.record(z.string(), z.string()).optional(),
    notice: z.object({ role: z.enum(['customer', 'supplier']), id: z.string(), kind: z.string() }).optional(),
  }),
);
/** Queued with a sign-up, run by the customers module. */
export const REGISTRATION_REMINDER_JOB = defineJob('registration-reminder', z.object({ customerId: z.string() }));
/** `notice`: the account and kind of news the mail tells, sent unless the account switched e-mail off for it. */
export type MailJob = { template: MailTemplate; to: string; data?: TemplateData; notice?: MailNotice };
export type MailNotice = { role: 'customer' | 'supplier'; id: string; kind: string };

/** What a failed mail's job says of it, even when its payload is not a mail this version can send. */
const failedMailSchema = z.object({ template: z.string().catch('?'), to: z.string().catch('?') }).catch({
  template: '?',
  to: '?',
});

type EnqueueOptions = { tx?: Db | Tx; dedupeKey?: string };

export type MailService = ReturnType<typeof createMailService>;

/** Mails leave through the jobs table, so a send that fails for now is retried and none is lost. */
export function createMailService({
  queue,
  board,
  mailer,
  publicUrl,
  db,
  wantsEmail = async () => true,
}: {
  db: Db;
  queue: Queue;
  board: JobBoard;
  mailer: Mailer;
  publicUrl: string;
  wantsEmail?: (account: MailNotice, kind: string) => Promise<boolean>;
}) {
  return {
    job: (mail: MailJob) => queue.job(MAIL_JOB, mail),

    async enqueue(mail: MailJob, { tx, dedupeKey }: EnqueueOptions = {}) {
      await queue.enqueue(MAIL_JOB, mail, { dedupeKey }, tx);
    },

    async enqueueReminder(customerId: string, runAt: Date, tx?: Db | Tx) {
      await queue.enqueue(
        REGISTRATION_REMINDER_JOB,
        { customerId },
        { runAt, dedupeKey: `reminder:${customerId}` },
        tx,
      );
    },

    /** The mails whose tries are used up, newest first. */
    async failedMails(page: number) {
      const { rows, total } = await board.page(
        { type: MAIL_JOB.name, state: 'failed' },
        { limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE },
      );
      const mails = rows.map((row) => ({
        id: row.id,
        ...failedMailSchema.parse(row.payload),
        attempts: row.attempts,
        lastError: row.lastError,
        failedAt: row.failedAt?.toISOString() ?? null,
      }));
      return { mails, total };
    },

    /** A failed mail is tried once more; a job that is not a mail is unknown here. */
    retryFailed: (id: number, tx: Db | Tx) => board.retry(id, tx, MAIL_JOB.name),

    /** A failed mail is deleted, never to be sent: one refused for good would only fail again. */
    discardFailed: (id: number, tx: Db | Tx) => board.discard(id, tx, MAIL_JOB.name),

    /**
     * A mail goes out in its recipient's language, read when it is sent, whoever's request queued it; not at all when
     * the account switched e-mail off for its kind of news. One the SMTP server refuses for good is not tried again:
     * the server's reply is its job's last error.
     */
    async deliver(mail: PayloadOf<typeof MAIL_JOB>) {
      if (mail.notice && !(await wantsEmail(mail.notice, mail.notice.kind))) return;
      const rendered = renderMail(mail.template, mail.data ?? {}, publicUrl, await emailLanguage(db, mail.to));
      try {
        await mailer.send({ to: mail.to, ...rendered });
      } catch (error) {
        if (isRefusedForGood(error)) throw new JobFailedForGood(error.message, { cause: error });
        throw error;
      }
    },
  };
}
