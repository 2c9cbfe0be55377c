import { z } from 'zod';
import { bidSchema, bidStatusSchema, moneySchema } from './bids.ts';
import { hotelMinimalSchema } from './hotels.ts';

export const supplierBidSchema = bidSchema
  .omit({ customer_id: true })
  .extend({ listed_price: z.number(), floor: z.number() })
  .meta({ id: 'SupplierBid' });
export type SupplierBid = z.infer<typeof supplierBidSchema>;

export const supplierBidsQuerySchema = z.object({ status: bidStatusSchema.optional() });
export const supplierBidParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const counterBodySchema = z.object({
  amount: moneySchema,
});

const percent = z
  .number({ error: 'Enter a percentage, or leave it empty.' })
  .min(0, 'Use a percentage from 0 to 100.')
  .max(100, 'Use a percentage from 0 to 100.')
  .nullable();

export const supplierRuleSchema = z
  .object({ autoAcceptPercent: percent, floorPercent: percent, counterPercent: percent })
  .refine(
    (rule) =>
      rule.floorPercent === null || rule.autoAcceptPercent === null || rule.floorPercent <= rule.autoAcceptPercent,
    { message: 'The floor must not be above the auto-accept level.', path: ['floorPercent'] },
  )
  .refine(
    (rule) => rule.counterPercent === null || rule.floorPercent === null || rule.counterPercent >= rule.floorPercent,
    { message: 'The counter level must not be below the floor.', path: ['counterPercent'] },
  )
  .meta({ id: 'SupplierRule' });

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
