import type { orderInformationBodySchema } from '@bidstay/contract';
import {
  DEFAULT_LOCALE,
  canCancelBooking,
  messages,
  refundOnCancel,
  roundMoney,
  type BookingStatus,
  type OrderCancellation,
  type OrderInformation,
  type finishBookingBodySchema,
} from '@bidstay/contract';
import type { z } from 'zod';
import { accountLanguage } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { RoomGuests } from '../../partner/etg-types.ts';
import { PartnerError } from '../../partner/partner-error.ts';
import type { PaymentsClient } from '../../payments/stripe-client.ts';
import type { BidsService } from '../bids/bids.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { mailMoney, type MailService } from '../mail/mail.service.ts';
import {
  confirmationMail,
  pricePaid,
  refundMail,
  toBackOfficeBooking,
  toBookingSummary,
  toOrder,
  toProgress,
  toPurchase,
  voucherMail,
} from './booking-views.ts';
import {
  PURCHASE_STATUSES,
  type BookingRow,
  type BookingSearch,
  type BookingsRepository,
} from './bookings.repository.ts';
import { bookingQuoteUseCase } from './booking-quote.ts';

export type { BookingRow } from './bookings.repository.ts';

type Deps = {
  db: Db;
  repository: BookingsRepository;
  clock: Clock;
  partner: EtgClient;
  payments: PaymentsClient;
  hotels: HotelsService;
  bids: BidsService;
  mail: MailService;
  customerEmail: (customerId: string) => Promise<{ email: string; name: string }>;
};

/** An operator's refund: the amount (all that is left when absent) and the id of the request. */
type OperatorRefund = { amount?: number; requestId: string; operatorId: string; reason: string };
/** Writes the audit line of an operator's change, in the transaction of the change. */
type Audit<Detail = void> = (tx: Tx, detail: Detail) => Promise<void>;
type RefundDetail = { amount: number; currency: string; requestId: string; stripeRefundId: string; reason: string };

/** What the back office keeps when the partner has no order of this id. */
const PARTNER_ORDER_UNKNOWN = 'not found';
const conflict = (message: string) => new AppError('conflict', message);
const nothingToRefund = () =>
  new AppError('invalid_input', messages.ops.nothingToRefund, { amount: messages.ops.nothingToRefund });

/** A room count and ages that match the stay the partner priced. */
function guestsMatch(rooms: z.output<typeof finishBookingBodySchema>['rooms'], stay: RoomGuests[]): boolean {
  if (rooms.length !== stay.length) return false;
  return rooms.every((room, index) => {
    const party = stay[index];
    const children = room.guests.filter((guest) => guest.is_child);
    const ages = children.map((child) => child.age ?? -1).sort((a, b) => a - b);
    const expected = [...(party?.children ?? [])].sort((a, b) => a - b);
    return (
      room.guests.length - children.length === party?.adults &&
      ages.length === expected.length &&
      ages.every((age, i) => age === expected[i])
    );
  });
}

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService(deps: Deps) {
  const { db, repository, clock, partner, payments, mail, customerEmail } = deps;

  async function requireOwn(customerId: string, partnerOrderId: string): Promise<BookingRow> {
    const row = await repository.find(partnerOrderId);
    if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.bookings.notFound);
    return row;
  }

  async function requireBooking(partnerOrderId: string): Promise<BookingRow> {
    const row = await repository.find(partnerOrderId);
    if (!row) throw new AppError('not_found', messages.bookings.notFound);
    return row;
  }

  /** What an operator may still give back: 400 naming the amount when it is more than that, or nothing is left. */
  function refundAmount(row: BookingRow, asked: number | undefined): number {
    if (!row.stripePaymentIntent || !PURCHASE_STATUSES.includes(row.status as BookingStatus)) {
      throw conflict(messages.ops.notPaid);
    }
    const left = roundMoney(row.amount - row.amountRefunded);
    if (left <= 0) throw nothingToRefund();
    if (asked === undefined) return left;
    if (asked > left) {
      const message = messages.ops.refundTooLarge(`${left.toFixed(2)} ${row.currency}`);
      throw new AppError('invalid_input', message, { amount: message });
    }
    return asked;
  }

  const quote = bookingQuoteUseCase(deps);

  return {
    /** A customer's own booking, as stored; another's is not found. */
    ownBooking: requireOwn,
    /** The customer's booking a Stripe price was made for. */
    bookingOfPrice: (customerId: string, priceId: string) => repository.findByPrice(customerId, priceId),
    /** The Stripe product and price made for an unpaid quote. */
    async recordPrice(id: string, stripe: { productId: string; priceId: string }) {
      await repository.transition(id, ['quoted'], { stripeProductId: stripe.productId, stripePriceId: stripe.priceId });
    },
    /** The Stripe checkout session opened for an unpaid quote. */
    async recordCheckoutSession(id: string, sessionId: string) {
      await repository.transition(id, ['quoted'], { stripeSessionId: sessionId });
    },

    /** `orderBookingForm`: re-checks and holds the rate with the partner and prices it on the server. */
    quote,

    /** `FinishBooking`: the guests of each room; the partner books them once the payment is confirmed. */
    async saveGuests(customerId: string, body: z.output<typeof finishBookingBodySchema>) {
      const row = await requireOwn(customerId, body.partner_order_id);
      if (row.status !== 'quoted') throw conflict(messages.bookings.alreadyPaid);
      if (!guestsMatch(body.rooms, row.guests)) {
        throw new AppError('invalid_input', messages.bookings.guestsMismatch, {
          rooms: messages.bookings.guestsMismatch,
        });
      }
      const saved = await repository.transition(row.id, ['quoted'], {
        guestNames: body.rooms,
        phone: body.phone || null,
        comment: body.comment || null,
        updatedAt: clock.now(),
      });
      if (!saved) throw conflict(messages.bookings.alreadyPaid);
      return toProgress(saved);
    },

    own: requireOwn,

    async orders(customerId: string, body: z.output<typeof orderInformationBodySchema>): Promise<OrderInformation> {
      const { page_size: pageSize, page_number: pageNumber } = body.pagination;
      const { rows, total } = await repository.orders(customerId, {
        orderBy: body.ordering.ordering_by,
        direction: body.ordering.ordering_type,
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
        partnerOrderIds: body.search?.partner_order_ids,
      });
      const refunds = await repository.refundsOf(rows.map((row) => row.id));
      return {
        data: {
          current_page_number: pageNumber,
          total_orders: total,
          total_pages: Math.ceil(total / pageSize),
          orders: rows.map((row) => toOrder(row, refunds)),
        },
      };
    },

    /**
     * SPEC §4's rule, then the partner, then the refund of what the policy in force leaves; each
     * step repeats safely (the partner answers a repeated cancel the same, the refund has a key).
     */
    async cancel(customerId: string, partnerOrderId: string): Promise<OrderCancellation> {
      const row = await requireOwn(customerId, partnerOrderId);
      if (row.status === 'cancelled') return cancellationOf(row);
      const now = clock.now();
      const rule = { status: 'completed', cancellation_info: row.cancellationInfo };
      if (row.status !== 'confirmed' || !canCancelBooking(rule, now)) throw conflict(messages.bookings.notCancellable);
      try {
        await partner.cancel({ partner_order_id: row.partnerOrderId });
      } catch (error) {
        if (error instanceof PartnerError && error.code === 'order_not_cancellable')
          throw conflict(messages.bookings.notCancellable);
        throw error;
      }
      // What an operator gave back before counts against what the cancellation refunds.
      const refund = Math.min(
        refundOnCancel(row.cancellationInfo, pricePaid(row), now),
        roundMoney(row.amount - row.amountRefunded),
      );
      if (refund > 0 && row.stripePaymentIntent)
        await payments.refund(row.stripePaymentIntent, `cancel-${row.id}`, refund);
      const customer = await customerEmail(customerId);
      const cancelled = await db.transaction(async (tx) => {
        const changed = await repository.transition(
          row.id,
          ['confirmed'],
          {
            status: 'cancelled',
            cancelledAt: now,
            amountRefunded: roundMoney(row.amountRefunded + refund),
            updatedAt: now,
          },
          tx,
        );
        if (changed) {
          await mail.enqueue(
            {
              template: 'booking-cancelled',
              to: customer.email,
              data: { name: customer.name, hotelName: row.hotelName, refund: mailMoney(refund, row.currency) },
            },
            { tx },
          );
        }
        return changed;
      });
      return cancellationOf(cancelled ?? (await requireOwn(customerId, partnerOrderId)));
    },

    async voucher(customerId: string, partnerOrderId: string): Promise<Buffer> {
      const row = await requireOwn(customerId, partnerOrderId);
      if (row.status !== 'confirmed') throw conflict(messages.bookings.voucherNotReady);
      try {
        const language = (await accountLanguage(db, 'customer', customerId)) ?? DEFAULT_LOCALE;
        return await partner.voucher({ partner_order_id: row.partnerOrderId, language });
      } catch (error) {
        if (error instanceof PartnerError && !error.transient) throw conflict(messages.bookings.voucherNotReady);
        throw error;
      }
    },

    /** The back office's search of paid bookings. */
    async search(query: BookingSearch) {
      const { rows, total } = await repository.search(query);
      return { bookings: rows.map(toBookingSummary), total };
    },

    /** A booking as the back office shows it, by its order id; its customer's id to look them up. */
    async backOfficeBooking(partnerOrderId: string) {
      const row = await requireBooking(partnerOrderId);
      return { customerId: row.customerId, ...toBackOfficeBooking(row, await repository.refunds(row.id)) };
    },

    /**
     * An operator's refund through Stripe, whose idempotency key is the request's id: a request sent again refunds
     * once, whether it comes after the first was recorded or while the first is on its way.
     */
    async refundByOperator(
      partnerOrderId: string,
      { amount, requestId, operatorId, reason }: OperatorRefund,
      audit: Audit<RefundDetail>,
    ) {
      const row = await requireBooking(partnerOrderId);
      const earlier = await repository.refundOfRequest(requestId);
      if (earlier) {
        if (earlier.bookingId !== row.id) throw conflict(messages.ops.requestIdReused);
        return;
      }
      const refunding = refundAmount(row, amount);
      const refund = await payments.refund(row.stripePaymentIntent ?? '', `ops-${requestId}`, refunding);
      // Stripe refuses what another refund, recorded a moment from now, already took.
      if (!refund) throw nothingToRefund();
      const customer = await customerEmail(row.customerId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const recorded = await repository.recordRefund(
          {
            bookingId: row.id,
            requestId,
            amount: refunding,
            currency: row.currency,
            stripeRefundId: refund.id,
            operatorId,
            reason,
            createdAt: now,
          },
          tx,
        );
        if (!recorded) return;
        await audit(tx, { amount: refunding, currency: row.currency, requestId, stripeRefundId: refund.id, reason });
        await mail.enqueue(refundMail(row, customer, { amount: refunding, at: now, reason }), { tx });
      });
    },

    /** The partner's own record of the order, read again and kept with the booking. */
    async rereadFromPartner(partnerOrderId: string, audit: Audit) {
      const row = await requireBooking(partnerOrderId);
      const info = await partner.orderInfo({
        ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
        pagination: { page_size: 1, page_number: 1 },
        search: { partner_order_ids: [row.partnerOrderId] },
        language: 'en',
      });
      const order = info.orders[0];
      const agreement = (order?.agreement_number as string | null | undefined) ?? null;
      const now = clock.now();
      const changes = {
        partnerStatus: order?.status ?? PARTNER_ORDER_UNKNOWN,
        partnerCheckedAt: now,
        agreementNumber: row.agreementNumber ?? agreement,
        updatedAt: now,
      };
      await db.transaction(async (tx) => {
        await repository.update(row.id, changes, tx);
        await audit(tx, undefined);
      });
    },

    /** The mail with the voucher of a confirmed booking, to send its customer again. */
    async voucherMailOf(partnerOrderId: string) {
      const row = await requireBooking(partnerOrderId);
      if (row.status !== 'confirmed') throw conflict(messages.bookings.voucherNotReady);
      return voucherMail(row, await customerEmail(row.customerId));
    },

    purchases: async (customerId: string) => (await repository.purchases(customerId)).map(toPurchase),

    /** The confirmation mail of one of the customer's confirmed bookings, to send again. */
    async confirmationMailOf(customerId: string, partnerOrderId: string) {
      const row = await requireOwn(customerId, partnerOrderId);
      if (row.status !== 'confirmed') throw conflict(messages.ops.bookingNotConfirmed);
      return confirmationMail(row, await customerEmail(customerId), row.agreementNumber);
    },
  };
}

function cancellationOf(row: BookingRow): OrderCancellation {
  const penalty = roundMoney(row.amount - row.amountRefunded);
  return {
    data: {
      order: toOrder(row),
      amount_refunded: { amount: row.amountRefunded.toFixed(2), currency_code: row.currency },
      amount_penalty: { amount: penalty.toFixed(2), currency_code: row.currency },
    },
  };
}
