import { ANOTHER_HOTEL_BOOKED, BID_ALREADY_PAID } from '@bidstay/contract';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import { PartnerError } from '../../partner/partner-error.ts';
import { toMinorUnits, type PaymentsClient } from '../../payments/stripe-client.ts';
import type { BidsService } from '../bids/bids.service.ts';
import { mailMoney, type MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import { confirmationMail } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

const bookingJobSchema = z.object({ bookingId: z.string() });
export const BOOKING_FINISH_JOB = defineJob('booking-finish', bookingJobSchema);
export const BOOKING_STATUS_JOB = defineJob('booking-status', bookingJobSchema);
export const BOOKING_REFUND_JOB = defineJob(
  'booking-refund',
  bookingJobSchema.extend({
    paymentIntent: z.string().optional(),
    cause: z.enum(['duplicate', 'another_hotel']).optional(),
  }),
);

/** ETG asks for one corporate contact of ours in B2B bookings, not the guest's (PARTNER.md §3.7). */
const BOOKING_CONTACT = { email: 'bookings@bidstay.test', phone: '+46 8 1234 5600' };
const STATUS_POLL_MS = 2_000;
/** Our booking cut-off: a booking still processing this long after payment counts as failed. */
const BOOKING_CUTOFF_MS = 15 * 60 * 1000;

type Deps = {
  db: Db;
  clock: Clock;
  queue: Queue;
  partner: EtgClient;
  payments: PaymentsClient;
  repository: BookingsRepository;
  bids: BidsService;
  mail: MailService;
  push: PushService;
  customerEmail: (customerId: string) => Promise<{ email: string; name: string }>;
};

/** Another hotel of the bid's group was paid or accepted first. */
class GroupTakenElsewhere extends Error {}

/** Why a payment that books nothing goes back: paid twice, or a group's other hotel came first. */
export type RefundCause = 'duplicate' | 'another_hotel';

/** What a booking records of a payment of its own that booked nothing, by the cause of the refund. */
const FAILURES: Record<RefundCause, string> = { duplicate: BID_ALREADY_PAID, another_hotel: ANOTHER_HOTEL_BOOKED };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export type BookingProcess = ReturnType<typeof createBookingProcess>;

/**
 * After payment: one idempotent confirmation (webhook and return page alike), then the partner's
 * finish, status polls, and a refund when the partner cannot book. Each step is a job, so a crash
 * between steps resumes where it stopped.
 */
export function createBookingProcess({
  db,
  clock,
  queue,
  partner,
  payments,
  repository,
  bids,
  mail,
  push,
  customerEmail,
}: Deps) {
  async function refundDuplicate(row: BookingRow, paymentIntent: string, cause: RefundCause = 'duplicate', tx?: Tx) {
    await queue.enqueue(
      BOOKING_REFUND_JOB,
      { bookingId: row.id, paymentIntent, cause },
      { dedupeKey: `refund:${paymentIntent}` },
      tx,
    );
  }

  /**
   * A payment of this booking that cannot book it, its bid being paid elsewhere first: the booking keeps the charge,
   * failed until the refund, queued with it, is made. A booking paid meanwhile keeps its own payment.
   */
  async function refusePayment(row: BookingRow, sessionId: string | null, paymentIntent: string, cause: RefundCause) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repository.transition(
        row.id,
        ['quoted', 'expired'],
        {
          status: 'failed',
          failure: FAILURES[cause],
          stripeSessionId: sessionId,
          stripePaymentIntent: paymentIntent,
          paidAt: now,
          updatedAt: now,
        },
        tx,
      );
      await refundDuplicate(row, paymentIntent, cause, tx);
    });
  }

  async function tellDuplicateRefunded(row: BookingRow, paymentIntent: string, cause: RefundCause) {
    const customer = await customerEmail(row.customerId);
    const amount = mailMoney(row.amount, row.currency);
    await mail.enqueue(
      {
        template: cause === 'another_hotel' ? 'group-payment-refunded' : 'duplicate-payment-refunded',
        to: customer.email,
        data: { name: customer.name, hotelName: row.hotelName, amount },
      },
      { dedupeKey: `duplicate-refunded:${paymentIntent}` },
    );
  }

  /** The payment a session made, if it paid exactly this booking's price. */
  function paidIntent(session: Stripe.Checkout.Session, row: BookingRow): string | null {
    if (session.payment_status !== 'paid' || !session.payment_intent) return null;
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent.id;
    const sameAmount =
      session.amount_total === toMinorUnits(row.amount) &&
      session.currency?.toLowerCase() === row.currency.toLowerCase();
    return sameAmount ? intent : null;
  }

  async function markPaid(row: BookingRow, sessionId: string | null, paymentIntent: string) {
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        if (row.bidId && !(await bids.claimPayment(row.bidId, tx))) throw new GroupTakenElsewhere();
        const paid = await repository.transition(
          row.id,
          ['quoted', 'expired'],
          {
            status: 'paid',
            stripeSessionId: sessionId,
            stripePaymentIntent: paymentIntent,
            paidAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (paid) await queue.enqueue(BOOKING_FINISH_JOB, { bookingId: row.id }, { dedupeKey: `finish:${row.id}` }, tx);
        return paid;
      });
    } catch (error) {
      if (error instanceof GroupTakenElsewhere) {
        await refusePayment(row, sessionId, paymentIntent, 'another_hotel');
        return undefined;
      }
      if (!isUniqueViolation(error)) throw error;
      // The bid was already paid through another booking: this payment goes back.
      await refusePayment(row, sessionId, paymentIntent, 'duplicate');
      return undefined;
    }
  }

  /** The booking's own payment, which booked nothing, is given back in full. */
  async function markRefunded(row: BookingRow, tx?: Tx) {
    return repository.transition(
      row.id,
      ['failed'],
      { status: 'refunded', amountRefunded: row.amount, updatedAt: clock.now() },
      tx,
    );
  }

  async function fail(row: BookingRow, reason: string) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const failed = await repository.transition(
        row.id,
        ['paid', 'processing'],
        { status: 'failed', failure: reason, updatedAt: now },
        tx,
      );
      if (failed) await queue.enqueue(BOOKING_REFUND_JOB, { bookingId: row.id }, { dedupeKey: `refund:${row.id}` }, tx);
    });
  }

  async function agreementOf(row: BookingRow): Promise<string | null> {
    try {
      const info = await partner.orderInfo({
        ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
        pagination: { page_size: 1, page_number: 1 },
        search: { partner_order_ids: [row.partnerOrderId] },
        language: 'en',
      });
      return (info.orders[0]?.agreement_number as string | null | undefined) ?? null;
    } catch {
      // Order info syncs late at the partner (PARTNER.md §3.10); the booking stands without it.
      return null;
    }
  }

  async function confirm(row: BookingRow) {
    const agreementNumber = await agreementOf(row);
    const customer = await customerEmail(row.customerId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const confirmed = await repository.transition(
        row.id,
        ['processing'],
        { status: 'confirmed', agreementNumber, confirmedAt: now, updatedAt: now },
        tx,
      );
      if (!confirmed) return;
      if (row.bidId) await bids.complete(row.bidId, tx);
      const confirmation = confirmationMail(row, customer, agreementNumber);
      const notice = await push.tellBooked(row.customerId, row.id, confirmation.data ?? {}, tx);
      await mail.enqueue({ ...confirmation, notice }, { tx });
    });
  }

  return {
    /** Idempotent: a second, late or out-of-order confirmation of the same payment changes nothing. */
    async confirmPayment(sessionId: string, customerId?: string): Promise<BookingRow | undefined> {
      const session = await payments.retrieveSession(sessionId);
      const reference = session?.metadata?.partner_order_id ?? session?.client_reference_id;
      const row = reference ? await repository.find(reference) : undefined;
      if (!session || !row || (customerId && row.customerId !== customerId)) return undefined;
      const intent = paidIntent(session, row);
      if (!intent) {
        if (session.status === 'expired' && row.stripeSessionId === session.id) {
          await repository.transition(row.id, ['quoted'], { status: 'expired', updatedAt: clock.now() });
        }
        return repository.find(row.partnerOrderId);
      }
      if (row.stripePaymentIntent === intent) return row;
      const paid = await markPaid(row, session.id, intent);
      if (paid) return paid;
      const current = await repository.find(row.partnerOrderId);
      if (current && current.stripePaymentIntent !== intent) await refundDuplicate(row, intent);
      return current;
    },

    /** An autopay bid's off-session charge, which has no checkout session: booked as a paid checkout is. */
    confirmCharge: (row: BookingRow, paymentIntent: string) => markPaid(row, null, paymentIntent),

    /** The partner's finish: "started" is not booked, so the status is polled next (PARTNER.md §3.7). */
    async finish(bookingId: string) {
      const row = await repository.findById(bookingId);
      if (row?.status !== 'paid') return;
      const customer = await customerEmail(row.customerId);
      try {
        await partner.finish({
          partner: {
            partner_order_id: row.partnerOrderId,
            amount_sell_b2b2c: row.amount.toFixed(2),
            ...(row.comment && { comment: row.comment }),
          },
          user: { email: BOOKING_CONTACT.email, phone: row.phone ?? BOOKING_CONTACT.phone, comment: customer.email },
          language: 'en',
          rooms: row.guestNames ?? [],
          payment_type: row.paymentType,
        });
      } catch (error) {
        const alreadyStarted = error instanceof PartnerError && error.code === 'double_booking_finish';
        if (!alreadyStarted) {
          if (error instanceof PartnerError) return fail(row, error.code);
          throw error;
        }
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const processing = await repository.transition(row.id, ['paid'], { status: 'processing', updatedAt: now }, tx);
        if (processing)
          await queue.enqueue(
            BOOKING_STATUS_JOB,
            { bookingId: row.id },
            { runAt: new Date(now.getTime() + STATUS_POLL_MS) },
            tx,
          );
      });
    },

    /** One status poll: ok confirms, a final error fails (and refunds), anything else polls again. */
    async poll(bookingId: string) {
      const row = await repository.findById(bookingId);
      if (row?.status !== 'processing') return;
      const status = await partner.finishStatus({ partner_order_id: row.partnerOrderId });
      if (status.status === 'ok') return confirm(row);
      if (status.status === 'error') return fail(row, status.error);
      const now = clock.now();
      if (now.getTime() - (row.paidAt ?? now).getTime() > BOOKING_CUTOFF_MS) return fail(row, 'timeout');
      await queue.enqueue(BOOKING_STATUS_JOB, { bookingId }, { runAt: new Date(now.getTime() + STATUS_POLL_MS) });
    },

    /** Gives a failed booking's payment back (or a payment that booked nothing), once, and tells the customer. */
    async refund(bookingId: string, duplicateIntent?: string, cause: RefundCause = 'duplicate') {
      const row = await repository.findById(bookingId);
      if (!row) return;
      if (duplicateIntent) {
        await payments.refund(duplicateIntent, duplicateIntent);
        if (row.stripePaymentIntent === duplicateIntent) await markRefunded(row);
        await tellDuplicateRefunded(row, duplicateIntent, cause);
        return;
      }
      if (row.status !== 'failed' || !row.stripePaymentIntent) return;
      await payments.refund(row.stripePaymentIntent, row.id);
      const customer = await customerEmail(row.customerId);
      await db.transaction(async (tx) => {
        if (!(await markRefunded(row, tx))) return;
        await mail.enqueue(
          {
            template: 'booking-failed',
            to: customer.email,
            data: {
              name: customer.name,
              hotelName: row.hotelName,
              amount: mailMoney(row.amount, row.currency),
            },
          },
          { tx },
        );
      });
    },
  };
}
