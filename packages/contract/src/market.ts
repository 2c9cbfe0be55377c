import { z } from 'zod';
import { messages } from './messages.ts';
import { CALENDAR_MAX_NIGHTS, WINNING_BIDS_DAYS } from './rules/bid-market.ts';
import { daysBetween } from './rules/calendar-days.ts';
import { isoDateSchema } from './hotels.ts';

/** `GET /api/winningBids`: the city whose recent winning bids are asked for. */
export const winningBidsQuerySchema = z.object({ region_id: z.coerce.number().int().positive() });
export type WinningBidsQuery = z.infer<typeof winningBidsQuerySchema>;

/** Accepted bids of the last WINNING_BIDS_DAYS by star rating; no cell names a hotel. */
export const winningBidsSchema = z
  .object({
    region_id: z.number(),
    days: z.literal(WINNING_BIDS_DAYS),
    cells: z.array(
      z.object({
        stars: z.number().int(),
        accepted: z.number().int(),
        percentLow: z.number().int(),
        percentHigh: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WinningBids' });
export type WinningBids = z.infer<typeof winningBidsSchema>;

/** `GET /api/supplier/calendar`: one of the partner's hotels and at most CALENDAR_MAX_NIGHTS nights. */
export const supplierCalendarQuerySchema = z
  .object({ hotelId: z.coerce.number().int().positive(), from: isoDateSchema, to: isoDateSchema })
  .refine((query) => query.to >= query.from, { message: messages.ruleSet.lastDayOrder, path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) < CALENDAR_MAX_NIGHTS, {
    message: messages.supplier.calendarTooLong,
    path: ['to'],
  });
export type SupplierCalendarQuery = z.infer<typeof supplierCalendarQuerySchema>;

/** A hotel's bids night by night: counts by outcome, the median accepted and best declined share, the cap's use. */
export const supplierCalendarSchema = z
  .object({
    hotelId: z.number(),
    nightlyCap: z.number().nullable(),
    nights: z.array(
      z.object({
        date: z.string(),
        placed: z.number().int(),
        accepted: z.number().int(),
        countered: z.number().int(),
        declined: z.number().int(),
        pending: z.number().int(),
        medianAcceptedPercent: z.number().nullable(),
        bestDeclinedPercent: z.number().nullable(),
        capUsed: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SupplierCalendar' });
export type SupplierCalendar = z.infer<typeof supplierCalendarSchema>;

/** `GET /api/supplier/market`: one of the partner's hotels and a night. */
export const supplierMarketQuerySchema = z.object({
  hotelId: z.coerce.number().int().positive(),
  date: isoDateSchema,
});
export type SupplierMarketQuery = z.infer<typeof supplierMarketQuerySchema>;

/** The partner's listed prices for one night at the nearest hotels of the same city and star rating. */
export const supplierMarketSchema = z
  .object({
    date: z.string(),
    currency: z.string(),
    median: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    hotels: z.number().int(),
  })
  .meta({ id: 'SupplierMarket' });
export type SupplierMarket = z.infer<typeof supplierMarketSchema>;
