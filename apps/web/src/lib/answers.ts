import {
  accessTokenSchema,
  apiErrorSchema,
  autocompleteResultSchema,
  customerSchema,
  hotelMinimalSchema,
  hotelRatesOf,
  hotelReviewsSchema,
  localeSchema,
  mapConfigSchema,
  messageSchema,
  regionSchema,
  regionWithCountSchema,
  serpRateSchema,
  winningBidsSchema,
  wishlistSchema,
} from '@bidstay/contract';
import { z } from 'zod';

/**
 * A rate of the hotel page: what a search sends of it, with its room's details and the hashes that find and book it
 * again.
 */
const bookableRateSchema = serpRateSchema.extend({
  book_hash: z.string().optional(),
  match_hash: z.string(),
  room_data_trans: z.object({ main_name: z.string().nullish(), bedding_type: z.string().nullish() }).nullish(),
  allotment: z.number().optional(),
});

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
  /** The language the partner's text (description, amenities, room names) is in: English where it has no other. */
  content_language: localeSchema.default('en'),
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
  hotelRates: z.object({ hotels: z.array(hotelRatesOf(bookableRateSchema)) }),
  hotelReviews: hotelReviewsSchema.extend({ reviews: z.array(reviewSchema) }),
  hotelsMinimal: z.array(hotelMinimalSchema),
  mapConfig: mapConfigSchema,
  message: messageSchema,
  nothing: z.unknown(),
  regionRates: z.object({ total_hotels: z.number(), hotels: z.array(hotelRatesOf(serpRateSchema)) }),
  region: regionWithCountSchema,
  regions: z.array(regionWithCountSchema),
  winningBids: winningBidsSchema,
  wishlist: wishlistSchema,
};

export type AnswerName = keyof typeof answers;
export type Answer<N extends AnswerName> = z.output<(typeof answers)[N]>;

/** An answer's body read as JSON and checked; throws when it is not the named answer. */
export function readAnswer<N extends AnswerName>(name: N, body: ArrayBuffer): Answer<N> {
  const text = new TextDecoder().decode(body);
  return answers[name].parse(text ? JSON.parse(text) : undefined) as Answer<N>;
}
