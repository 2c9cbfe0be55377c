import {
  ANOTHER_HOTEL_BOOKED,
  BID_ALREADY_PAID,
  chargedCancellationInfo,
  roundMoney,
  daysBetween,
  messages,
  type BookingProgress,
  type BookingQuote,
  type BookingStatus,
  type OpsBooking,
  type OpsBookingSummary,
  type CancellationInfo,
  type Order,
  type PricePaid,
  type Purchase,
} from '@bidstay/contract';
import { mailMoney, type MailJob } from '../mail/mail.service.ts';
import type { BookingRow, OrderRow, RefundRow } from './bookings.repository.ts';

const QUOTE_LIFETIME_MS = 25 * 60 * 1000;

export const nightsOf = (row: Pick<BookingRow, 'checkIn' | 'checkOut'>) => daysBetween(row.checkIn, row.checkOut);

/** A quote is paid within 25 minutes, so the partner's booking form (60 minutes) outlives the checkout. */
export const quoteExpiresAt = (row: Pick<BookingRow, 'createdAt'>) =>
  new Date(row.createdAt.getTime() + QUOTE_LIFETIME_MS);

const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency_code: currency });

/** Partner-style timestamps: UTC without an offset (PARTNER.md §3.10). */
const partnerTime = (date: Date | null) => date && date.toISOString().slice(0, 19);

/** A booking's policy is charged to its price when quoted, so what was paid is the price it was charged against. */
export const pricePaid = (row: Pick<BookingRow, 'amount'>): PricePaid => ({ paid: row.amount, listed: row.amount });

/** What each tier costs the customer; reading it through the rule again also caps a policy stored before it. */
const customerPolicy = (row: Pick<BookingRow, 'amount' | 'cancellationInfo'>): CancellationInfo =>
  chargedCancellationInfo(row.cancellationInfo, pricePaid(row));

const ORDER_STATUS: Partial<Record<BookingStatus, Order['status']>> = {
  confirmed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

/** What the customer is told of a paid booking that booked nothing, by why; the partner's refusals alike. */
const FAILURE_MESSAGES: Record<string, string> = {
  [ANOTHER_HOTEL_BOOKED]: messages.bookings.anotherHotelBooked,
  [BID_ALREADY_PAID]: messages.bookings.bidAlreadyPaid,
};

export function toQuote(row: BookingRow): BookingQuote {
  return {
    partner_order_id: row.partnerOrderId,
    status: row.status as BookingStatus,
    hotel_id: row.hotelId,
    hotel_name: row.hotelName,
    bid_id: row.bidId,
    check_in: row.checkIn,
    check_out: row.checkOut,
    nights: nightsOf(row),
    room_name: row.roomName,
    meal: row.meal,
    guests: row.guests,
    amount: row.amount,
    currency: row.currency,
    previous_amount: row.previousAmount,
    price_changed: row.previousAmount !== null && row.previousAmount !== row.amount,
    cancellation_info: customerPolicy(row),
    expires_at: quoteExpiresAt(row).toISOString(),
  };
}

export function toProgress(row: BookingRow): BookingProgress {
  return {
    partner_order_id: row.partnerOrderId,
    status: row.status as BookingStatus,
    bid_id: row.bidId,
    hotel_name: row.hotelName,
    check_in: row.checkIn,
    check_out: row.checkOut,
    amount: row.amount,
    currency: row.currency,
    agreement_number: row.agreementNumber,
    failure: row.failure && (FAILURE_MESSAGES[row.failure] ?? messages.bookings.partnerFailed),
    amount_refunded: row.amountRefunded,
  };
}

/** SPEC §3's booking, from our own record: what the customer paid, got back, and who stays. */
export function toOrder(row: OrderRow, refunds: RefundRow[] = []): Order {
  const rooms = row.guestNames ?? row.guests.map(() => ({ guests: [] }));
  return {
    status: ORDER_STATUS[row.status as BookingStatus] ?? 'pending',
    hotel_data: { id: row.hotelId, name: row.hotelName },
    partner_data: { order_id: row.partnerOrderId },
    bid_id: row.bidId,
    agreement_number: row.agreementNumber,
    checkin_at: row.checkIn,
    checkout_at: row.checkOut,
    created_at: partnerTime(row.createdAt) ?? '',
    cancelled_at: partnerTime(row.cancelledAt),
    amount_sell: money(row.amount, row.currency),
    amount_refunded: money(row.amountRefunded, row.currency),
    refunds: refunds
      .filter((refund) => refund.bookingId === row.id)
      .map((refund) => ({
        amount: money(refund.amount, refund.currency),
        date: refund.createdAt.toISOString(),
        reason: refund.reason,
      })),
    cancellation_info: customerPolicy(row),
    rooms_data: rooms.map((room) => ({
      room_name: row.roomName,
      meal_name: row.meal,
      guest_data: { guests: room.guests },
    })),
  };
}

export function toPurchase(row: BookingRow): Purchase {
  return {
    partnerOrderId: row.partnerOrderId,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    bidId: row.bidId,
    amount: row.amount,
    currency: row.currency,
    amountRefunded: row.amountRefunded,
    status: row.status as BookingStatus,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The mail telling the customer what an operator refunded, when and why. */
export function refundMail(
  row: BookingRow,
  customer: { email: string; name: string },
  refund: { amount: number; at: Date; reason: string },
): MailJob {
  return {
    template: 'booking-refunded',
    to: customer.email,
    data: {
      name: customer.name,
      hotelName: row.hotelName,
      refund: mailMoney(refund.amount, row.currency),
      date: refund.at.toISOString().slice(0, 10),
      reason: refund.reason,
    },
  };
}

/** The mail saying a booking is confirmed; the partner's agreement number, or our order id until it has one. */
export function confirmationMail(
  row: BookingRow,
  customer: { email: string; name: string },
  agreementNumber: string | null,
): MailJob {
  return {
    template: 'booking-confirmed',
    to: customer.email,
    data: {
      name: customer.name,
      hotelName: row.hotelName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      amount: mailMoney(row.amount, row.currency),
      agreementNumber: agreementNumber ?? row.partnerOrderId,
    },
  };
}

/** A booking in the back office's search results; the back office adds the customer's e-mail. */
export function toBookingSummary(row: BookingRow): Omit<OpsBookingSummary, 'customerEmail'> {
  return {
    partnerOrderId: row.partnerOrderId,
    agreementNumber: row.agreementNumber,
    status: row.status as BookingStatus,
    customerId: row.customerId,
    hotelName: row.hotelName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's view of a booking with its payment and the partner's side; the back office adds the customer. */
export function toBackOfficeBooking(row: BookingRow, refunds: RefundRow[]): Omit<OpsBooking, 'customer'> {
  return {
    order: toOrder(row),
    status: row.status as BookingStatus,
    payment: {
      paymentIntent: row.stripePaymentIntent,
      paidAt: row.paidAt?.toISOString() ?? null,
      amountPaid: row.amount,
      amountRefunded: row.amountRefunded,
      refundable: row.stripePaymentIntent ? Math.max(0, roundMoney(row.amount - row.amountRefunded)) : 0,
      currency: row.currency,
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        stripeRefundId: refund.stripeRefundId,
        operatorId: refund.operatorId,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
      })),
    },
    partner: {
      orderNumber: row.partnerOrderNumber,
      agreementNumber: row.agreementNumber,
      status: row.partnerStatus,
      checkedAt: row.partnerCheckedAt?.toISOString() ?? null,
      failure: row.failure,
    },
  };
}

/** The mail that sends a confirmed booking's voucher again: where to download it and the agreement number. */
export function voucherMail(row: BookingRow, customer: { email: string; name: string }): MailJob {
  return {
    template: 'booking-voucher',
    to: customer.email,
    data: {
      name: customer.name,
      hotelName: row.hotelName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      agreementNumber: row.agreementNumber ?? row.partnerOrderId,
    },
  };
}
