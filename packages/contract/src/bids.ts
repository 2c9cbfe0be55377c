import { z } from 'zod';
import { DEFAULT_BID_CURRENCY } from './constants.ts';
import { currencySchema } from './customers.ts';
import { guestsSchema, isoDateSchema, residencySchema } from './hotels.ts';
import { BID_STATUSES } from './rules/bid-status.ts';
import { messages } from './messages.ts';

/** An amount of money as customers and partners type it: positive, at most 2 decimals. */
export const moneySchema = z
  .number({ error: messages.fields.amountRequired })
  .positive(messages.fields.amountAboveZero)
  .max(10_000_000, messages.fields.amountTooLarge)
  .multipleOf(0.01, messages.fields.twoDecimals);

/** DESIGN §5 "Bid payload": the server fills the rest of the bid from the partner's own rate. */
export const createBidBodySchema = z
  .object({
    customer_id: z.string().min(1).max(64),
    hotel_id: z.coerce.number().int().positive(),
    bid: moneySchema,
    currency: currencySchema.default(DEFAULT_BID_CURRENCY),
    booking: z.object({
      book_hash: z.string().min(1).max(200),
      match_hash: z.string().min(1).max(200).optional(),
      check_in: isoDateSchema,
      check_out: isoDateSchema,
      residency: residencySchema,
      guests: guestsSchema,
    }),
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
    counter_offer: z.object({ amount_to_pay: z.number(), currency: z.string(), book_hash: z.string() }).nullable(),
    created: z.string(),
    updated: z.string(),
    decided_by: z.string().nullable(),
    reason: z.string().nullable(),
    booking: rateSnapshotSchema,
  })
  .meta({ id: 'Bid' });
export type Bid = z.infer<typeof bidSchema>;

export const customerBidsQuerySchema = z.object({ customerId: z.string().min(1).max(64) });

export const bidIdBodySchema = z
  .union([z.object({ id: z.string().min(1).max(64) }), z.object({ bidId: z.string().min(1).max(64) })])
  .transform((body) => ('id' in body ? body.id : body.bidId));

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
