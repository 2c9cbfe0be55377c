import { z } from 'zod';
import { DEFAULT_BID_CURRENCY } from './constants.ts';
import { currencySchema } from './customers.ts';
import { guestRoomsSchema } from './bookings.ts';
import { guestsSchema, isoDateSchema, publicPaymentTypeSchema, residencySchema } from './hotels.ts';
import { CHANCE_BANDS, CHANCE_NONE_REASONS, MEASURED_DAYS } from './rules/bid-chance.ts';
import { BID_STATUSES } from './rules/bid-status.ts';
import { autopayProblems } from './rules/autopay.ts';
import { DECIDERS } from './rules/bid-decider.ts';
import { BID_GROUP_MAX_HOTELS, bidGroupProblems } from './rules/bid-group.ts';
import { messages } from './messages.ts';

/** An IANA time zone the runtime knows, e.g. Europe/Stockholm. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Use a time zone such as Europe/Stockholm.');

/** An amount of money as customers and partners type it: positive, at most 2 decimals. */
export const moneySchema = z
  .number({ error: messages.fields.amountRequired })
  .positive(messages.fields.amountAboveZero)
  .max(10_000_000, messages.fields.amountTooLarge)
  .multipleOf(0.01, messages.fields.twoDecimals);

/** The stay and the rate a bid is for: the customer's reference to the partner's rate. */
const bidBookingSchema = z.object({
  book_hash: z.string().min(1).max(200),
  match_hash: z.string().min(1).max(200).optional(),
  check_in: isoDateSchema,
  check_out: isoDateSchema,
  residency: residencySchema,
  guests: guestsSchema,
});

/** DESIGN §5 "Bid payload": the server fills the rest of the bid from the partner's own rate. */
export const createBidBodySchema = z
  .object({
    customer_id: z.string().min(1).max(64),
    hotel_id: z.coerce.number().int().positive(),
    bid: moneySchema,
    currency: currencySchema.default(DEFAULT_BID_CURRENCY),
    /** The customer's time zone, for the dates in the mails about the bid. */
    time_zone: timeZoneSchema.optional(),
    booking: bidBookingSchema,
    /** The same bid at up to two more hotels of the city, for the same stay: first choice first. */
    alsoAt: z
      .array(z.object({ hotel_id: z.coerce.number().int().positive(), booking: bidBookingSchema }))
      .max(BID_GROUP_MAX_HOTELS - 1, messages.bids.groupTooMany)
      .optional(),
    /** Charge the saved card `payment_method_id` at once if a hotel accepts, and book (docs/autopay.md). */
    autopay: z.boolean().optional(),
    payment_method_id: z.string().min(1).max(100).optional(),
    /** Who stays in each room: an autopay bid is booked without the customer. */
    rooms: guestRoomsSchema.optional(),
  })
  .superRefine((body, context) => {
    for (const problem of bidGroupProblems(body)) context.addIssue({ code: 'custom', ...problem });
    for (const problem of autopayProblems(body)) context.addIssue({ code: 'custom', ...problem });
  })
  .meta({ id: 'CreateBidBody' });
export type CreateBidBody = z.input<typeof createBidBodySchema>;

export const bidStatusSchema = z.enum(BID_STATUSES);

const rateSnapshotSchema = z.looseObject({
  book_hash: z.string(),
  match_hash: z.string().nullable(),
  room_name: z.string(),
  meal: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  residency: z.string(),
  currency: z.string(),
  guests: guestsSchema,
  guestData: guestsSchema,
  hotel_name: z.string(),
});

/** SPEC §3's bid, plus who decided it and why. */
export const bidSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    hotel_id: z.number(),
    amount: z.number(),
    bid: z.number(),
    currency: z.string(),
    status: bidStatusSchema,
    counter_offer: z
      .object({
        amount_to_pay: z.number(),
        currency: z.string(),
        book_hash: z.string(),
        /** Until when the counter-offer can be booked (ISO 8601); null once it is no longer open. */
        valid_until: z.string().nullable(),
      })
      .nullable(),
    created: z.string(),
    updated: z.string(),
    /** Until when a pending bid waits for the hotel's answer. */
    expires_at: z.string().nullable(),
    /** Until when an accepted bid can be paid. */
    pay_by: z.string().nullable(),
    decided_by: z.string().nullable(),
    /** What decided the bid (bid-decider.ts), with the rule line's number when a line did. */
    decider: z.object({ by: z.enum(DECIDERS), line: z.number().int().nullable() }).nullable(),
    /** Why a bid was rejected or expired: one of BID_END_REASONS (older bids may hold other words). */
    reason: z.string().nullable(),
    booking: rateSnapshotSchema,
    /** The bid's group when it went to several hotels (one bid per hotel), and its hotel's rank: 1 is the first choice. */
    group_id: z.string().nullable(),
    group_rank: z.number().int().nullable(),
    /** Whether the saved card is charged when a hotel accepts; false again once that charge failed. */
    autopay: z.boolean(),
    /** Who stays in each room, named: given with an autopay bid, or saved from the bid's guest details. */
    rooms: guestRoomsSchema.nullable(),
  })
  .meta({ id: 'Bid' });
export type Bid = z.infer<typeof bidSchema>;

/** A bid as its customer reads it: the snapshot's `publicSnapshot`, without what only the hotel may know. */
export const customerBidSchema = bidSchema
  .extend({
    booking: rateSnapshotSchema.extend({
      payment_options: z.object({ payment_types: z.array(publicPaymentTypeSchema) }),
    }),
  })
  .meta({ id: 'CustomerBid' });

export const customerBidsQuerySchema = z.object({ customerId: z.string().min(1).max(64) });

/** A bid to delete, or a whole group of bids (`group_id`): one bid sent to several hotels. */
export const deleteBidBodySchema = z
  .union([
    z.object({ id: z.string().min(1).max(64) }),
    z.object({ bidId: z.string().min(1).max(64) }),
    z.object({ group_id: z.string().min(1).max(64) }),
  ])
  .transform((body): { groupId: string } | { bidId: string } =>
    'group_id' in body ? { groupId: body.group_id } : { bidId: 'id' in body ? body.id : body.bidId },
  );

export const bidIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The guests' names of a bid, in the shape an autopay bid gives them: the party the bid was placed for. */
export const bidGuestsBodySchema = z.object({ rooms: guestRoomsSchema }).meta({ id: 'BidGuestsBody' });
export type BidGuestsBody = z.input<typeof bidGuestsBodySchema>;

/** The customer may only decline a counter-offer: status 2 (SPEC §4), or its text. */
export const updateBidBodySchema = z.looseObject({
  id: z.string().min(1).max(64),
  status: z.union([z.number().int(), z.string().max(32)]),
});

export const bidEventSchema = z.object({
  type: z.literal('bid'),
  bidId: z.string(),
  status: bidStatusSchema,
  hotelId: z.number(),
});
export type BidEvent = z.infer<typeof bidEventSchema>;

/** Of the bids placed in a band over the last MEASURED_DAYS and decided since, how many the hotels accepted. */
const measuredSchema = z.object({
  accepted: z.number().int(),
  decided: z.number().int(),
  days: z.literal(MEASURED_DAYS),
});

/**
 * The chance that the hotel takes a bid, the amount from which bids are usually taken, why a bid has none, and how often bids
 * of the band were accepted: across the marketplace, and at the hotel once it decided HOTEL_MEASURED_MIN_DECIDED of them.
 */
export const bidChanceSchema = z
  .object({
    band: z.enum(CHANCE_BANDS),
    suggested: z.number().nullable(),
    /** Set only when the band is none. */
    reason: z.enum(CHANCE_NONE_REASONS).nullable(),
    currency: z.string(),
    measured: measuredSchema,
    measuredAtHotel: measuredSchema.nullable(),
  })
  .meta({ id: 'BidChance' });
export type BidChanceAnswer = z.infer<typeof bidChanceSchema>;

/** What a customer can do after a bid ended: the suggested amount for the same rate, and other hotels. */
export const bidAlternativesSchema = z
  .object({
    chance: bidChanceSchema.nullable(),
    hotels: z.array(
      z.object({ hid: z.number(), id: z.string(), name: z.string(), listed: z.number(), currency: z.string() }),
    ),
  })
  .meta({ id: 'BidAlternatives' });
export type BidAlternatives = z.infer<typeof bidAlternativesSchema>;
export const bidAlternativesQuerySchema = z.object({ bidId: z.string().min(1).max(64) });
