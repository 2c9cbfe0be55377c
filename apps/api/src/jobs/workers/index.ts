import { z } from 'zod';
import { PASSWORD_RESET_JOB, type AuthService } from '../../modules/auth/auth.service.ts';
import { BID_EXPIRY_JOB, BID_RULES_JOB, type BidsService } from '../../modules/bids/bids.service.ts';
import type { CustomersService } from '../../modules/customers/customers.service.ts';
import {
  STANDING_BIDS_SWEEP_JOB,
  type StandingBidsService,
} from '../../modules/standing-bids/standing-bids.service.ts';
import type { SupplierService } from '../../modules/supplier/supplier.service.ts';
import { CATALOGUE_DAILY_JOB, type HotelsService } from '../../modules/hotels/hotels.service.ts';
import {
  BOOKING_FINISH_JOB,
  BOOKING_REFUND_JOB,
  BOOKING_STATUS_JOB,
  PAYMENT_CONFIRM_JOB,
  type BookingProcess,
} from '../../modules/bookings/booking-process.ts';
import { MAIL_JOB, REGISTRATION_REMINDER_JOB, type MailService } from '../../modules/mail/mail.service.ts';
import { VISITOR_LOG_PURGE_JOB, type VisitorLogService } from '../../modules/visitor-log/visitor-log.service.ts';
import { BID_EVENT_LOG_PURGE_JOB, type EventLogService } from '../../modules/events/event-log.service.ts';
import type { FailureHandlers, JobHandlers } from '../worker.ts';

const reminderSchema = z.object({ customerId: z.string() });
const passwordResetSchema = z.object({ email: z.string() });
const bidJobSchema = z.object({ bidId: z.string() });
const bookingJobSchema = z.object({ bookingId: z.string() });
const refundJobSchema = bookingJobSchema.extend({
  paymentIntent: z.string().optional(),
  cause: z.enum(['duplicate', 'another_hotel']).optional(),
});
const paymentJobSchema = z.object({ sessionId: z.string() });

type Services = {
  auth: AuthService;
  mail: MailService;
  customers: CustomersService;
  bids: BidsService;
  standingBids: StandingBidsService;
  supplier: SupplierService;
  hotels: HotelsService;
  visitorLog: VisitorLogService;
  eventLog: EventLogService;
  process: BookingProcess;
};

/** What each job type does. */
export function jobHandlers({
  auth,
  mail,
  customers,
  bids,
  standingBids,
  supplier,
  hotels,
  visitorLog,
  eventLog,
  process,
}: Services): JobHandlers {
  return {
    [CATALOGUE_DAILY_JOB]: () => hotels.applyDailyChanges(),
    [VISITOR_LOG_PURGE_JOB]: () => visitorLog.purge(),
    [BID_EVENT_LOG_PURGE_JOB]: () => eventLog.purge(),
    [PASSWORD_RESET_JOB]: (payload) => auth.sendPasswordReset(passwordResetSchema.parse(payload).email),
    [BID_RULES_JOB]: (payload) => supplier.applyRules(bidJobSchema.parse(payload).bidId),
    [STANDING_BIDS_SWEEP_JOB]: () => standingBids.sweep(),
    [BID_EXPIRY_JOB]: (payload) => bids.expire(bidJobSchema.parse(payload).bidId),
    [MAIL_JOB]: (payload) => mail.deliver(payload),
    [PAYMENT_CONFIRM_JOB]: async (payload) => {
      await process.confirmPayment(paymentJobSchema.parse(payload).sessionId);
    },
    [BOOKING_FINISH_JOB]: (payload) => process.finish(bookingJobSchema.parse(payload).bookingId),
    [BOOKING_STATUS_JOB]: (payload) => process.poll(bookingJobSchema.parse(payload).bookingId),
    [BOOKING_REFUND_JOB]: (payload) => {
      const { bookingId, paymentIntent, cause } = refundJobSchema.parse(payload);
      return process.refund(bookingId, paymentIntent, cause);
    },
    [REGISTRATION_REMINDER_JOB]: (payload) => customers.remindToComplete(reminderSchema.parse(payload).customerId),
  };
}

/** What each job type still owes once its job has failed for good. */
export function failureHandlers({ bids }: Pick<Services, 'bids'>): FailureHandlers {
  return {
    [BID_RULES_JOB]: (payload) => bids.leaveToPerson(bidJobSchema.parse(payload).bidId),
  };
}
