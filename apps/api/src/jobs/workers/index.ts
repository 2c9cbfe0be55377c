import { z } from 'zod';
import { BID_EXPIRY_JOB, BID_RULES_JOB, type BidsService } from '../../modules/bids/bids.service.ts';
import type { CustomersService } from '../../modules/customers/customers.service.ts';
import type { SupplierService } from '../../modules/supplier/supplier.service.ts';
import { MAIL_JOB, REGISTRATION_REMINDER_JOB, type MailService } from '../../modules/mail/mail.service.ts';
import type { JobHandlers } from '../worker.ts';

const reminderSchema = z.object({ customerId: z.string() });
const bidJobSchema = z.object({ bidId: z.string() });

type Services = { mail: MailService; customers: CustomersService; bids: BidsService; supplier: SupplierService };

/** What each job type does. */
export function jobHandlers({ mail, customers, bids, supplier }: Services): JobHandlers {
  return {
    [BID_RULES_JOB]: (payload) => supplier.applyRules(bidJobSchema.parse(payload).bidId),
    [BID_EXPIRY_JOB]: (payload) => bids.expire(bidJobSchema.parse(payload).bidId),
    [MAIL_JOB]: (payload) => mail.deliver(payload),
    [REGISTRATION_REMINDER_JOB]: (payload) => customers.remindToComplete(reminderSchema.parse(payload).customerId),
  };
}
