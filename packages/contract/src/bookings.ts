import { z } from 'zod';
import { BOOKINGS_PAGE_NUMBER, BOOKINGS_PAGE_SIZE } from './constants.ts';
import { currencySchema } from './customers.ts';
import { guestsSchema, isoDateSchema, residencySchema } from './hotels.ts';
import { messages } from './messages.ts';

/** Our partner order id: the key of every later booking, voucher and cancellation call. */
export const partnerOrderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,64}$/, messages.fields.bookingReference);

const fromRate = z.object({
  hotel_id: z.coerce.number().int().positive(),
  book_hash: z.string().min(1).max(200),
  match_hash: z.string().min(1).max(200).optional(),
  check_in: isoDateSchema,
  check_out: isoDateSchema,
  residency: residencySchema,
  currency: currencySchema.default('EUR'),
  guests: guestsSchema,
});
const fromBid = z.object({ bid_id: z.string().min(1).max(64) });

/** `orderBookingForm`: book a listed rate of the hotel page, or pay an accepted or countered bid. */
export const bookingRequestSchema = z.union([fromBid, fromRate]).meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const BOOKING_STATUSES = [
  'quoted',
  'paid',
  'processing',
  'confirmed',
  'failed',
  'refunded',
  'cancelled',
  'expired',
] as const;
/**
 * quoted: priced and held with the partner, not paid; paid: payment confirmed, the partner not asked yet;
 * processing: the partner is booking; failed: paid but not booked (the partner refused, or the bid was paid through
 * another booking), the refund is on its way; refunded: the refund is made.
 */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a paid booking of a bid books nothing: another hotel of its bid was paid first. */
export const ANOTHER_HOTEL_BOOKED = 'another_hotel_booked';
/** Why a paid booking of a bid books nothing: another booking of the same bid was paid first. */
export const BID_ALREADY_PAID = 'bid_already_paid';

/** A penalty tier as the partner states it, in the customer's currency; the customer pays it with commission. */
export const cancellationInfoSchema = z.object({
  free_cancellation_before: z.string().nullable(),
  policies: z.array(
    z.object({
      start_at: z.string().nullable(),
      end_at: z.string().nullable(),
      penalty: z.object({
        amount: z.string(),
        currency_code: z.string(),
        amount_info: z.object({ amount_gross: z.string() }).nullable(),
      }),
    }),
  ),
});
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>;

/** What `/hotel-booking` shows before payment: the server's price, never the client's. */
export const bookingQuoteSchema = z
  .object({
    partner_order_id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    hotel_id: z.number(),
    hotel_name: z.string(),
    bid_id: z.string().nullable(),
    check_in: z.string(),
    check_out: z.string(),
    nights: z.number(),
    room_name: z.string(),
    meal: z.string().nullable(),
    guests: guestsSchema,
    amount: z.number(),
    currency: z.string(),
    /** The listed price before the partner's re-check, when the re-check changed it. */
    previous_amount: z.number().nullable(),
    price_changed: z.boolean(),
    cancellation_info: cancellationInfoSchema,
    expires_at: z.string(),
  })
  .meta({ id: 'BookingQuote' });
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

const guestName = z
  .string()
  .trim()
  .min(1, messages.fields.nameAsOnId)
  .max(50, messages.fields.atMost(50, 'characters'))
  .regex(/^[\p{L}][\p{L} '\-,.’]*$/u, messages.fields.lettersOnly);

/** The guest's phone and a word to the hotel, as FinishBooking takes them and the guest form asks. */
export const bookingPhoneSchema = z.string().trim().max(35, messages.fields.atMost(35, 'characters'));
export const bookingCommentSchema = z.string().trim().max(500, messages.fields.atMost(500, 'characters'));

export const bookingGuestSchema = z.object({
  first_name: guestName,
  last_name: guestName,
  is_child: z.boolean().default(false),
  age: z.number().int().min(0).max(17).nullable().default(null),
});
export type BookingGuest = z.input<typeof bookingGuestSchema>;

/** Who stays in each room, named. */
export const guestRoomsSchema = z
  .array(z.object({ guests: z.array(bookingGuestSchema).min(1).max(10) }))
  .min(1)
  .max(9);

/** `FinishBooking`: who stays in each room; the partner is asked to book once the payment is confirmed. */
export const finishBookingBodySchema = z
  .object({
    partner_order_id: partnerOrderIdSchema,
    rooms: guestRoomsSchema,
    phone: bookingPhoneSchema.optional(),
    comment: bookingCommentSchema.optional(),
  })
  .meta({ id: 'FinishBookingBody' });
export type FinishBookingBody = z.input<typeof finishBookingBodySchema>;

/** Where a booking stands: the page polls it after payment until it is confirmed or refunded. */
export const bookingProgressSchema = z
  .object({
    partner_order_id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    bid_id: z.string().nullable(),
    hotel_name: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    amount: z.number(),
    currency: z.string(),
    agreement_number: z.string().nullable(),
    /** Why the partner could not book, for failed and refunded bookings. */
    failure: z.string().nullable(),
    amount_refunded: z.number(),
  })
  .meta({ id: 'BookingProgress' });
export type BookingProgress = z.infer<typeof bookingProgressSchema>;

export const ORDER_SORT_FIELDS = ['checkin_at', 'checkout_at', 'created_at', 'cancelled_at'] as const;

/** SPEC §7 `orderInformation`; page size 10, page 1 unless asked otherwise. */
export const orderInformationBodySchema = z
  .object({
    ordering: z
      .object({
        ordering_type: z.enum(['asc', 'desc']).default('desc'),
        ordering_by: z.enum(ORDER_SORT_FIELDS).default('checkin_at'),
      })
      .default({ ordering_type: 'desc', ordering_by: 'checkin_at' }),
    pagination: z
      .object({
        page_size: z.number().int().min(1).max(50).default(BOOKINGS_PAGE_SIZE),
        page_number: z.number().int().min(1).max(10_000).default(BOOKINGS_PAGE_NUMBER),
      })
      .default({ page_size: BOOKINGS_PAGE_SIZE, page_number: BOOKINGS_PAGE_NUMBER }),
    search: z.object({ partner_order_ids: z.array(partnerOrderIdSchema).max(50).optional() }).optional(),
  })
  .meta({ id: 'OrderInformationBody' });

const moneyText = z.object({ amount: z.string(), currency_code: z.string() });

/**
 * SPEC §3's booking (order information); the amounts are what the customer paid and got back. `refunded`: paid, booked
 * nothing, and paid back in full.
 */
export const orderSchema = z
  .object({
    status: z.enum(['pending', 'completed', 'cancelled', 'refunded']),
    hotel_data: z.object({ id: z.number(), name: z.string().nullable() }),
    partner_data: z.object({ order_id: z.string() }),
    /** The bid this booking paid, when it paid one: My Bids links a paid bid to it. */
    bid_id: z.string().nullable(),
    agreement_number: z.string().nullable(),
    checkin_at: z.string(),
    checkout_at: z.string(),
    created_at: z.string(),
    cancelled_at: z.string().nullable(),
    amount_sell: moneyText,
    amount_refunded: moneyText,
    /** What the back office gave back, when and why (the partner's own order has no such list). */
    refunds: z.array(z.object({ amount: moneyText, date: z.string(), reason: z.string() })),
    cancellation_info: cancellationInfoSchema,
    rooms_data: z.array(
      z.object({
        room_name: z.string(),
        meal_name: z.string().nullable(),
        guest_data: z.object({
          guests: z.array(
            z.object({
              first_name: z.string(),
              last_name: z.string(),
              is_child: z.boolean(),
              age: z.number().nullable(),
            }),
          ),
        }),
      }),
    ),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderInformationSchema = z
  .object({
    data: z.object({
      current_page_number: z.number(),
      total_orders: z.number(),
      total_pages: z.number(),
      orders: z.array(orderSchema),
    }),
  })
  .meta({ id: 'OrderInformation' });
export type OrderInformation = z.infer<typeof orderInformationSchema>;

export const orderCancellationBodySchema = z
  .object({ partner_order_id: partnerOrderIdSchema })
  .meta({ id: 'OrderCancellationBody' });

export const orderCancellationSchema = z
  .object({ data: z.object({ order: orderSchema, amount_refunded: moneyText, amount_penalty: moneyText }) })
  .meta({ id: 'OrderCancellation' });
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

export const voucherParamsSchema = z.object({ orderId: partnerOrderIdSchema });

export const voucherFileName = (orderId: string) => `confirmation-${orderId}.pdf`;
