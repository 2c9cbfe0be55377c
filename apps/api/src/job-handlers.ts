import type { JobHandlers, FailureHandlers } from './jobs/worker.ts';
import { handle } from './jobs/worker.ts';
import { PASSWORD_RESET_JOB, type AuthService } from './modules/auth/auth.service.ts';
import {
  BID_AUTOPAY_JOB,
  BID_EXPIRY_JOB,
  BID_REMINDER_JOB,
  BID_RULES_JOB,
  BID_WITHDRAWN_JOB,
  type BidsService,
} from './modules/bids/bids.service.ts';
import { BID_AUTOPAY_REFUND_JOB, type AutopayBooking } from './modules/bookings/autopay-booking.ts';
import {
  BOOKING_FINISH_JOB,
  BOOKING_REFUND_JOB,
  BOOKING_STATUS_JOB,
  type BookingProcess,
} from './modules/bookings/booking-process.ts';
import type { CustomersService } from './modules/customers/customers.service.ts';
import { BID_EVENT_LOG_PURGE_JOB, type EventLogService } from './modules/events/event-log.service.ts';
import { CATALOGUE_DAILY_JOB, type HotelsService } from './modules/hotels/hotels.service.ts';
import { MAIL_JOB, REGISTRATION_REMINDER_JOB, type MailService } from './modules/mail/mail.service.ts';
import { PAYMENT_CONFIRM_JOB } from './modules/payments/payments.service.ts';
import { PAYMENT_METHOD_SAVE_JOB, type PaymentMethodsService } from './modules/payments/payment-methods.service.ts';
import { PUSH_DEVICE_JOB, PUSH_JOB, type PushService } from './modules/push/push.service.ts';
import type { SupplierService } from './modules/supplier/supplier.service.ts';
import { STANDING_BIDS_SWEEP_JOB, type StandingBidsService } from './modules/standing-bids/standing-bids.service.ts';
import { VISITOR_LOG_PURGE_JOB, type VisitorLogService } from './modules/visitor-log/visitor-log.service.ts';

type Services = {
  auth: AuthService;
  mail: MailService;
  push: PushService;
  supplier: SupplierService;
  customers: CustomersService;
  bids: BidsService;
  standingBids: StandingBidsService;
  hotels: HotelsService;
  visitorLog: VisitorLogService;
  eventLog: EventLogService;
  process: BookingProcess;
  cards: PaymentMethodsService;
  autopay: AutopayBooking;
};

/** What runs each job type: the one table binding the types the modules declare to the services that run them. */
export function jobHandlers({
  auth,
  mail,
  push,
  supplier,
  customers,
  bids,
  standingBids,
  hotels,
  visitorLog,
  eventLog,
  process,
  cards,
  autopay,
}: Services): JobHandlers {
  return Object.fromEntries([
    handle(CATALOGUE_DAILY_JOB, () => hotels.applyDailyChanges()),
    handle(VISITOR_LOG_PURGE_JOB, () => visitorLog.purge()),
    handle(BID_EVENT_LOG_PURGE_JOB, () => eventLog.purge()),
    handle(PASSWORD_RESET_JOB, ({ email }) => auth.sendPasswordReset(email)),
    handle(BID_RULES_JOB, ({ bidId }) => bids.applyRules(bidId)),
    handle(STANDING_BIDS_SWEEP_JOB, () => standingBids.sweep()),
    handle(BID_EXPIRY_JOB, ({ bidId }) => bids.expire(bidId)),
    handle(BID_REMINDER_JOB, ({ bidId, status }) => bids.remind(bidId, status)),
    handle(BID_WITHDRAWN_JOB, ({ bidId }) =>
      bids.mailHotelOfWithdrawal(bidId, (hotelId) => supplier.partnerAccountsOfHotel(hotelId)),
    ),
    handle(MAIL_JOB, (payload) => mail.deliver(payload)),
    handle(PUSH_JOB, (payload) => push.fanOut(payload, (hotelId) => supplier.partnersOfHotel(hotelId))),
    handle(PUSH_DEVICE_JOB, (payload, job) => push.deliver(payload, job)),
    handle(PAYMENT_CONFIRM_JOB, async ({ sessionId }) => {
      await process.confirmPayment(sessionId);
    }),
    handle(PAYMENT_METHOD_SAVE_JOB, async ({ setupIntentId }) => {
      await cards.saveFromSetup(setupIntentId);
    }),
    handle(BID_AUTOPAY_JOB, ({ bidId }) => autopay.chargeAndBook(bidId)),
    handle(BID_AUTOPAY_REFUND_JOB, ({ bidId }) => autopay.refundStrayCharges(bidId)),
    handle(BOOKING_FINISH_JOB, ({ bookingId }) => process.finish(bookingId)),
    handle(BOOKING_STATUS_JOB, ({ bookingId }) => process.poll(bookingId)),
    handle(BOOKING_REFUND_JOB, ({ bookingId, paymentIntent, cause }) =>
      process.refund(bookingId, paymentIntent, cause),
    ),
    handle(REGISTRATION_REMINDER_JOB, ({ customerId }) => customers.remindToComplete(customerId)),
  ]);
}

/** What each job type still owes once its job has failed for good. */
export function failureHandlers({ bids, autopay }: Pick<Services, 'bids' | 'autopay'>): FailureHandlers {
  return Object.fromEntries([
    handle(BID_RULES_JOB, ({ bidId }) => bids.leaveToPerson(bidId)),
    handle(BID_AUTOPAY_JOB, ({ bidId }) => autopay.giveUp(bidId)),
  ]);
}
