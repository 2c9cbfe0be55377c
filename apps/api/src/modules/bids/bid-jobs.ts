import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

const bidJobSchema = z.object({ bidId: z.string() });

/** The rule job of a new bid (of a group, its first choice's). */
export const BID_RULES_JOB = defineJob('bid-rules', bidJobSchema);
/** A bid's deadline: for its answer, its payment or its counter-offer's booking. */
export const BID_EXPIRY_JOB = defineJob('bid-expiry', bidJobSchema);
/** An accepted autopay bid's charge and booking, run by the bookings module (docs/autopay.md). */
export const BID_AUTOPAY_JOB = defineJob('bid-autopay', bidJobSchema);
/** The customer's reminder of a counter-offer about to lapse or a payment about to be due, once a deadline. */
export const BID_REMINDER_JOB = defineJob(
  'bid-reminder',
  z.object({ bidId: z.string(), status: z.enum(['counteroffer', 'accepted']) }),
);
/** The partners of a bid's hotel mailed that its customer withdrew it once accepted. */
export const BID_WITHDRAWN_JOB = defineJob('bid-withdrawn', bidJobSchema);
