import { MAIL_TEMPLATES, type MailTemplate } from '@bidstay/contract';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { renderMail, type TemplateData } from './mail.templates.ts';
import type { Mailer } from './mailer.ts';

export const MAIL_JOB = 'mail';
export const REGISTRATION_REMINDER_JOB = 'registration-reminder';

const mailJobSchema = z.object({
  template: z.enum(MAIL_TEMPLATES),
  to: z.string(),
  data: z.record(z.string(), z.string()).optional(),
});
export type MailJob = { template: MailTemplate; to: string; data?: TemplateData };

type EnqueueOptions = { tx?: Db | Tx; dedupeKey?: string };

export type MailService = ReturnType<typeof createMailService>;

/** Mails leave through the jobs table, so a failed send is retried and never lost. */
export function createMailService({ queue, mailer, publicUrl }: { queue: Queue; mailer: Mailer; publicUrl: string }) {
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

    async deliver(payload: unknown) {
      const mail = mailJobSchema.parse(payload);
      const rendered = renderMail(mail.template, mail.data ?? {}, publicUrl);
      await mailer.send({ to: mail.to, ...rendered });
    },
  };
}
