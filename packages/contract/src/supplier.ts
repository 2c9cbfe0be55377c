import { z } from 'zod';
import { daysBetween } from './rules/calendar-days.ts';
import { PARTNER_REJECT_REASONS } from './rules/bid-deadlines.ts';
import { DECIDERS } from './rules/bid-decider.ts';
import { SUGGESTION_KINDS } from './rules/rule-suggestions.ts';
import { bidSchema, bidStatusSchema, moneySchema } from './bids.ts';
import { hotelMinimalSchema, isoDateSchema } from './hotels.ts';
import { messages } from './messages.ts';

/** A partner never learns of a bid's other hotels: its group is left out of every answer to it. */
export const decidedBidSchema = bidSchema.omit({ group_id: true, group_rank: true }).meta({ id: 'DecidedBid' });

export const supplierBidSchema = bidSchema
  .omit({ customer_id: true, group_id: true, group_rank: true, decider: true })
  .extend({
    listed_price: z.number(),
    floor: z.number(),
    /** The rule line that decided the bid, at its rule set's version. */
    rule: z.object({ label: z.string(), version: z.number() }).nullable(),
    /**
     * What decided the bid: a rule line (its number from 1, label, version and the levels it applied; for the cap, the
     * line whose acceptance the cap turned down), the nightly cap, a deadline (the reason), a person, the customer, or
     * another hotel of the customer's group.
     */
    decidedBy: z
      .object({
        by: z.enum(DECIDERS),
        line: z
          .object({
            number: z.number().int(),
            label: z.string(),
            version: z.number().int(),
            autoAcceptPercent: z.number().nullable(),
            rejectBelowPercent: z.number().nullable(),
            counterPercent: z.number().nullable(),
          })
          .nullable(),
        reason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'SupplierBid' });
export type SupplierBid = z.infer<typeof supplierBidSchema>;

export const supplierBidParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const counterBodySchema = z.object({
  amount: moneySchema,
});

/** A rejection by hand: its reason, which the customer reads; without one, the hotel simply declined. */
export const rejectBodySchema = z.object({ reason: z.enum(PARTNER_REJECT_REASONS).optional() });

const percent = z
  .number({ error: messages.ruleSet.percentRequired })
  .min(0, messages.ruleSet.percentRange)
  .max(100, messages.ruleSet.percentRange)
  .nullable();

const PERCENT_ORDER = {
  rejectAboveAccept: messages.ruleSet.rejectAboveAccept,
  counterBelowReject: messages.ruleSet.counterBelowReject,
};

export const SUPPLIER_BIDS_PAGE = 25;

/** A page of a partner's bids: pending (oldest first), decided or all (newest first), by hotel and check-in days. */
export const supplierBidsQuerySchema = z
  .object({
    status: z.union([bidStatusSchema, z.literal('decided')]).optional(),
    hotelId: z.coerce.number().int().positive().optional(),
    stayFrom: isoDateSchema.optional(),
    stayTo: isoDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(SUPPLIER_BIDS_PAGE),
  })
  .refine((query) => !query.stayFrom || !query.stayTo || query.stayTo >= query.stayFrom, {
    message: messages.supplier.checkInOrder,
    path: ['stayTo'],
  });
export type SupplierBidsQuery = z.infer<typeof supplierBidsQuerySchema>;

export const supplierBidPageSchema = z
  .object({ bids: z.array(supplierBidSchema), total: z.number().int() })
  .meta({ id: 'SupplierBidPage' });

const weekday = z
  .number()
  .int(messages.ruleSet.weekday)
  .min(1, messages.ruleSet.weekday)
  .max(7, messages.ruleSet.weekday);
const dayCount = z
  .number()
  .int(messages.ruleSet.wholeDays)
  .min(0, messages.ruleSet.daysFromZero)
  .max(730, messages.fields.atMost(730, 'days'));

const ruleConditionsSchema = z
  .object({
    checkinFrom: isoDateSchema.optional(),
    checkinTo: isoDateSchema.optional(),
    weekdays: z.array(weekday).min(1, messages.ruleSet.weekdaysRequired).max(7).optional(),
    leadDays: z.object({ min: dayCount.optional(), max: dayCount.optional() }).optional(),
    minNights: z.number().int(messages.ruleSet.wholeNights).min(1, messages.ruleSet.nightsFromOne).max(365).optional(),
    roomContains: z
      .string()
      .trim()
      .min(1, messages.ruleSet.roomNameRequired)
      .max(60, messages.fields.atMost(60, 'characters'))
      .optional(),
  })
  .refine((when) => !when.checkinFrom || !when.checkinTo || when.checkinTo >= when.checkinFrom, {
    message: messages.supplier.checkInOrder,
    path: ['checkinTo'],
  })
  .refine(
    (when) =>
      when.leadDays?.min === undefined || when.leadDays.max === undefined || when.leadDays.max >= when.leadDays.min,
    {
      message: messages.ruleSet.leadDaysOrder,
      path: ['leadDays', 'max'],
    },
  );

export const ruleLineSchema = z
  .object({
    label: z.string().trim().min(1, messages.ruleSet.labelRequired).max(60, messages.fields.atMost(60, 'characters')),
    when: ruleConditionsSchema.default({}),
    autoAcceptPercent: percent,
    counterPercent: percent,
    rejectBelowPercent: percent,
  })
  .refine(
    (line) =>
      line.rejectBelowPercent === null ||
      line.autoAcceptPercent === null ||
      line.rejectBelowPercent <= line.autoAcceptPercent,
    { message: PERCENT_ORDER.rejectAboveAccept, path: ['rejectBelowPercent'] },
  )
  .refine(
    (line) =>
      line.counterPercent === null ||
      line.rejectBelowPercent === null ||
      line.counterPercent >= line.rejectBelowPercent,
    { message: PERCENT_ORDER.counterBelowReject, path: ['counterPercent'] },
  );

/** A hotel's rule lines, first match decides, and the most bids it accepts that cover any one night. */
export const supplierRuleSetSchema = z
  .object({
    lines: z.array(ruleLineSchema).max(20, messages.fields.atMost(20, 'lines')),
    nightlyCap: z
      .number({ error: messages.ruleSet.roomsRequired })
      .int(messages.ruleSet.wholeRooms)
      .min(1, messages.ruleSet.roomsFromOne)
      .max(1000, messages.fields.atMost(1000, 'rooms'))
      .nullable(),
  })
  .meta({ id: 'SupplierRuleSet' });

export const savedRuleSetSchema = supplierRuleSetSchema
  .extend({ version: z.number().int(), updatedAt: z.string().nullable() })
  .meta({ id: 'SavedRuleSet' });
export type SavedRuleSet = z.infer<typeof savedRuleSetSchema>;

export const ruleChangesSchema = z
  .array(
    supplierRuleSetSchema.extend({
      version: z.number().int(),
      changedBy: z.string().nullable(),
      changedAt: z.string(),
    }),
  )
  .meta({ id: 'RuleChanges' });

export const simulateBodySchema = supplierRuleSetSchema
  .extend({
    days: z
      .number()
      .int(messages.ruleSet.wholeDays)
      .min(1, messages.ruleSet.simulationDays)
      .max(365, messages.ruleSet.simulationDays)
      .default(90),
  })
  .meta({ id: 'SimulateBody' });

const outcomeSchema = z.enum(['accepted', 'countered', 'rejected', 'manual']);

/** A rule set replayed on a hotel's own bids: nothing is written. */
export const simulationSchema = z
  .object({
    bids: z.number(),
    outcomes: z.object({ accepted: z.number(), countered: z.number(), rejected: z.number(), manual: z.number() }),
    actual: z.object({ accepted: z.number(), revenue: z.number() }),
    simulated: z.object({ accepted: z.number(), revenue: z.number() }),
    currency: z.string(),
    changed: z.array(
      z.object({
        bidId: z.string(),
        hotelName: z.string(),
        checkIn: z.string(),
        checkOut: z.string(),
        roomName: z.string(),
        bid: z.number(),
        listed: z.number(),
        currency: z.string(),
        actual: outcomeSchema,
        simulated: outcomeSchema,
        reason: z.enum([
          'over_cap',
          'below_floor',
          'rejected_by_line',
          'accepted_by_line',
          'countered_by_line',
          'left_by_line',
          'no_line',
        ]),
        line: z.string().nullable(),
        counterAmount: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'Simulation' });

const simulatedSumSchema = z.object({ accepted: z.number(), revenue: z.number() });

/**
 * Lines a hotel's own bids of the last days suggest (suggestRuleLines), each with what it changes on top of the saved
 * rules: the bids they accept and the revenue they bring, replayed by the simulator without it and with it.
 */
export const ruleSuggestionsSchema = z
  .object({
    days: z.number().int(),
    suggestions: z.array(
      z.object({
        kind: z.enum(SUGGESTION_KINDS),
        line: ruleLineSchema,
        basis: z.object({ bids: z.number().int(), medianPercent: z.number() }),
        effect: z.object({ before: simulatedSumSchema, after: simulatedSumSchema, currency: z.string() }),
      }),
    ),
  })
  .meta({ id: 'RuleSuggestions' });
export type RuleSuggestions = z.infer<typeof ruleSuggestionsSchema>;

/** The floors of a hotel's rooms by check-in month, read from its recent bids (floorsByRoom). */
export const roomFloorsSchema = z
  .array(
    z.object({
      roomName: z.string(),
      from: z.string(),
      to: z.string(),
      lowestPercent: z.number(),
      highestPercent: z.number(),
      bids: z.number().int(),
    }),
  )
  .meta({ id: 'RoomFloors' });

export const supplierStatsQuerySchema = z
  .object({
    hotelId: z.coerce.number().int().positive().optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: messages.ruleSet.lastDayOrder,
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= 366, {
    message: messages.ruleSet.atMostAYear,
    path: ['to'],
  });
export type SupplierStatsQuery = z.infer<typeof supplierStatsQuerySchema>;

const timingSchema = z.object({ median: z.number().nullable(), p90: z.number().nullable() });

/** The dashboard: bids a day by outcome, acceptance, bid share, revenue, answer times and the pending queue. */
export const supplierStatsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    bids: z.number(),
    days: z.array(
      z.object({
        day: z.string(),
        accepted: z.number(),
        countered: z.number(),
        rejected: z.number(),
        manual: z.number(),
      }),
    ),
    acceptanceRate: z.number().nullable(),
    medianBidShare: z.number().nullable(),
    revenue: z.number(),
    answerSeconds: z.object({ people: timingSchema, rules: timingSchema }),
    pendingByAge: z.array(z.object({ label: z.string(), count: z.number() })),
  })
  .meta({ id: 'SupplierStats' });
export type SupplierStats = z.infer<typeof supplierStatsSchema>;

export const supplierRuleParamsSchema = z.object({ hotelId: z.coerce.number().int().positive() });

export const SUPPLIER_HOTELS_PAGE = 50;
export const supplierHotelsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SUPPLIER_HOTELS_PAGE),
});
export type SupplierHotelsQuery = z.input<typeof supplierHotelsQuerySchema>;
/** A partner's hotels matching a search, the first `limit` of `total`. */
export const supplierHotelsSchema = z
  .object({ hotels: z.array(hotelMinimalSchema), total: z.number().int() })
  .meta({ id: 'SupplierHotels' });
export type SupplierHotels = z.infer<typeof supplierHotelsSchema>;
