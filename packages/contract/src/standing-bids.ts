import { z } from 'zod';
import { moneySchema } from './bids.ts';
import { guestRoomsSchema } from './bookings.ts';
import { DEFAULT_BID_CURRENCY, MAX_STAY_NIGHTS } from './constants.ts';
import { currencySchema } from './customers.ts';
import { guestsSchema, isoDateSchema, residencySchema } from './hotels.ts';
import { messages } from './messages.ts';
import { autopayProblems } from './rules/autopay.ts';
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
    /** The bid it places pays itself with this saved card if accepted (docs/autopay.md). */
    autopay: z.boolean().optional(),
    payment_method_id: z.string().min(1).max(100).optional(),
    rooms: guestRoomsSchema.optional(),
  })
  .superRefine((body, context) => {
    for (const problem of autopayProblems({ ...body, booking: { guests: body.guests } }))
      context.addIssue({ code: 'custom', ...problem });
    // A field that is no day has its own issue: the days' arithmetic would throw on it.
    if ([body.check_in, body.check_out, body.until].some((day) => !isoDateSchema.safeParse(day).success)) return;
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
    /** Whether the bid it places pays itself with a saved card. */
    autopay: z.boolean(),
  })
  .meta({ id: 'StandingBid' });
export type StandingBid = z.infer<typeof standingBidSchema>;

export const standingBidIdParamsSchema = z.object({ id: z.uuid({ error: messages.standingBids.notFound }) });
