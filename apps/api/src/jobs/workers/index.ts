import { z } from 'zod';
import type { CustomersService } from '../../modules/customers/customers.service.ts';
import { MAIL_JOB, REGISTRATION_REMINDER_JOB, type MailService } from '../../modules/mail/mail.service.ts';
import type { JobHandlers } from '../worker.ts';

const reminderSchema = z.object({ customerId: z.string() });

/** What each job type does. */
export function jobHandlers({ mail, customers }: { mail: MailService; customers: CustomersService }): JobHandlers {
  return {
    [MAIL_JOB]: (payload) => mail.deliver(payload),
    [REGISTRATION_REMINDER_JOB]: (payload) => customers.remindToComplete(reminderSchema.parse(payload).customerId),
  };
}
