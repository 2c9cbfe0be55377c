import { z } from 'zod';
import { moneySchema } from './bids.ts';
import { DEFAULT_BID_CURRENCY, MAX_STAY_NIGHTS } from './constants.ts';
import { currencySchema } from './customers.ts';
import { guestsSchema, isoDateSchema, residencySchema } from './hotels.ts';
import { messages } from './messages.ts';
import { daysBetween } from './rules/calendar-days.ts';
import { STANDING_BID_STATUSES, latestStandingBidUntil } from './rules/standing-bids.ts';

/** A standing bid as the customer asks for it: the amount is for the whole stay. */
export const createStandingBidBodySchema = z
  .object({
    hotel_id: z.coerce.number().int().positive(),
    check_in: isoDateSchema,
    check_out: isoDateSchema,
    residency: residencySchema,
    guests: guestsSchema,
    amount: moneySchema,
    currency: currencySchema.default(DEFAULT_BID_CURRENCY),
    until: isoDateSchema,
  })
  .superRefine((body, context) => {
    const nights = daysBetween(body.check_in, body.check_out);
    if (nights < 1)
      context.addIssue({ code: 'custom', path: ['check_out'], message: messages.stay.checkoutNotAfterCheckin });
    if (nights > MAX_STAY_NIGHTS)
      context.addIssue({ code: 'custom', path: ['check_out'], message: messages.stay.tooLong });
    if (body.until > latestStandingBidUntil(body.check_in))
      context.addIssue({ code: 'custom', path: ['until'], message: messages.standingBids.untilAfterCheckIn });
  })
  .meta({ id: 'CreateStandingBidBody' });
export type CreateStandingBidBody = z.input<typeof createStandingBidBodySchema>;

export const standingBidStatusSchema = z.enum(STANDING_BID_STATUSES);

export const standingBidSchema = z
  .object({
    id: z.string(),
    hotel_id: z.number(),
    hotel_name: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    guests: guestsSchema,
    amount: z.number(),
    currency: z.string(),
    until: z.string(),
    status: standingBidStatusSchema,
    /** The bid it placed, once placed. */
    bid_id: z.string().nullable(),
    last_checked: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'StandingBid' });
export type StandingBid = z.infer<typeof standingBidSchema>;

export const standingBidIdParamsSchema = z.object({ id: z.uuid({ error: messages.standingBids.notFound }) });
