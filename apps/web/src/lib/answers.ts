import {
  accessTokenSchema,
  apiErrorSchema,
  autocompleteResultSchema,
  customerSchema,
  hotelMinimalSchema,
  hotelReviewsSchema,
  regionSchema,
  regionWithCountSchema,
  wishlistSchema,
} from '@bidstay/contract';
import { z } from 'zod';

const amount = z.coerce.number();

/** The fields of a partner rate (ETG shape) the hotel pages show; the others are dropped. */
const shownRateSchema = z.object({
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

const hotelRatesSchema = z.object({ id: z.string(), hid: z.number(), rates: z.array(shownRateSchema) });

const reviewSchema = z.object({
  author: z.string(),
  created: z.string(),
  rating: z.number(),
  review_plus: z.string().nullish(),
  review_minus: z.string().nullish(),
  traveller_type: z.string().nullish(),
  nights: z.number().nullish(),
  room_name: z.string().nullish(),
});

const hotelContentSchema = hotelMinimalSchema.extend({
  region: regionSchema.nullish(),
  description_struct: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })).default([]),
  amenity_groups: z.array(z.object({ group_name: z.string(), amenities: z.array(z.string()) })).default([]),
  images_ext: z.array(z.object({ url: z.string(), category_slug: z.string().nullish() })).default([]),
  check_in_time: z.string().nullish(),
  check_out_time: z.string().nullish(),
  metapolicy_extra_info: z.string().nullish(),
});

/**
 * Answers of the API by name, read and checked in the API client's worker (answer-worker.ts): the main thread of a
 * page whose calls all name their answer never loads zod nor parses their JSON. The contract's schemas where it has
 * them; the others are the shapes of the partner's answers the pages show.
 */
export const answers = {
  accessToken: accessTokenSchema,
  apiError: apiErrorSchema,
  customer: customerSchema,
  destinations: autocompleteResultSchema,
  hotel: hotelContentSchema,
  hotelIds: z.array(z.number()),
  hotelRates: z.object({ hotels: z.array(hotelRatesSchema) }),
  hotelReviews: hotelReviewsSchema.extend({ reviews: z.array(reviewSchema) }),
  hotelsMinimal: z.array(hotelMinimalSchema),
  message: z.object({ message: z.string() }),
  nothing: z.unknown(),
  regionRates: z.object({ total_hotels: z.number(), hotels: z.array(hotelRatesSchema) }),
  regions: z.array(regionWithCountSchema),
  wishlist: wishlistSchema,
};

export type AnswerName = keyof typeof answers;
export type Answer<N extends AnswerName> = z.output<(typeof answers)[N]>;

/** An answer's body read as JSON and checked; throws when it is not the named answer. */
export function readAnswer<N extends AnswerName>(name: N, body: ArrayBuffer): Answer<N> {
  const text = new TextDecoder().decode(body);
  return answers[name].parse(text ? JSON.parse(text) : undefined) as Answer<N>;
}
