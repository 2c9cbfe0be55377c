import { listedPrice } from '@bidstay/contract';
import { z } from 'zod';

const amount = z.coerce.number();

/** The fields of a partner rate (ETG shape) the hotel pages show. */
export const shownRateSchema = z.looseObject({
  match_hash: z.string(),
  book_hash: z.string().optional(),
  room_name: z.string(),
  meal: z.string(),
  meal_data: z.object({ value: z.string(), has_breakfast: z.boolean() }).partial().optional(),
  room_data_trans: z
    .object({ main_name: z.string().nullable(), bedding_type: z.string().nullable(), bathroom: z.string().nullable() })
    .partial()
    .optional(),
  daily_prices: z.array(amount).default([]),
  allotment: z.number().optional(),
  amenities_data: z.array(z.string()).default([]),
  payment_options: z.object({
    payment_types: z
      .array(
        z.object({
          show_amount: amount,
          show_currency_code: z.string(),
          commission_info: z.object({ show: z.object({ amount_gross: amount }) }).nullish(),
          cancellation_penalties: z.object({ free_cancellation_before: z.string().nullable().optional() }).nullish(),
        }),
      )
      .min(1),
  }),
});
export type ShownRate = z.infer<typeof shownRateSchema>;

export type Price = { total: number; perNight: number; currency: string };

const paymentType = (rate: ShownRate) => rate.payment_options.payment_types[0]!;

/** The listed price for the whole stay, and per night. */
export function ratePrice(rate: ShownRate, nights: number): Price {
  const total = listedPrice(rate);
  return { total, perNight: total / Math.max(nights, 1), currency: paymentType(rate).show_currency_code };
}

export function freeCancellationBefore(rate: ShownRate): string | null {
  return paymentType(rate).cancellation_penalties?.free_cancellation_before ?? null;
}

export function cheapestRate(rates: ShownRate[]): ShownRate | undefined {
  return rates.reduce<ShownRate | undefined>(
    (cheapest, rate) => (!cheapest || ratePrice(rate, 1).total < ratePrice(cheapest, 1).total ? rate : cheapest),
    undefined,
  );
}
