import { z } from 'zod';
import { DEFAULT_GUESTS, TYPEAHEAD_MIN_CHARS } from './constants.ts';
import { localeSchema } from './auth.ts';
import { currencySchema } from './customers.ts';
import { messages } from './messages.ts';
import { stayLengthProblem, type StayDates } from './rules/stay-dates.ts';

export const isoDateSchema = z.iso.date({ error: messages.fields.date });

/** The guests' citizenship as the partner asks for it: a two-letter country code, lower case. */
export const residencySchema = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, messages.fields.countryCode)
  .transform((code) => code.toLowerCase())
  .default('se');

export const roomGuestsSchema = z.object({
  adults: z.number().int().min(1).max(6),
  children: z.array(z.number().int().min(0).max(17)).max(4).default([]),
});

export const guestsSchema = z.array(roomGuestsSchema).min(1).max(9);

/** SPEC §3's search payload; guests default to 1 room with 2 adults (SPEC §9). */
const searchFields = {
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  residency: residencySchema,
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
  currency: currencySchema.default('EUR'),
  guests: guestsSchema.default(DEFAULT_GUESTS),
};

/** The stay's length; its check-in is read against the server's clock (`checkinProblem`) where it is served. */
function validStay(stay: StayDates, context: z.core.$RefinementCtx<StayDates>) {
  const problem = stayLengthProblem(stay);
  if (problem) context.addIssue({ code: 'custom', path: ['checkout'], message: problem });
}

export const searchPayloadSchema = z.object(searchFields).superRefine(validStay).meta({ id: 'SearchPayload' });
export type SearchPayload = z.infer<typeof searchPayloadSchema>;

export const regionSearchBodySchema = z
  .object({ ...searchFields, region_id: z.number().int().positive() })
  .superRefine(validStay)
  .meta({ id: 'RegionSearchBody' });

export const hotelSearchBodySchema = z
  .object({ ...searchFields, hids: z.array(z.number().int().positive()).min(1).max(300) })
  .superRefine(validStay)
  .meta({ id: 'HotelSearchBody' });

export const hotelPageBodySchema = z
  .object({ ...searchFields, hid: z.number().int().positive() })
  .superRefine(validStay)
  .meta({ id: 'HotelPageBody' });

export const autocompleteQuerySchema = z.object({
  search: z.string().trim().min(TYPEAHEAD_MIN_CHARS, `Type at least ${TYPEAHEAD_MIN_CHARS} characters.`).max(100),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});

export const autocompleteResultSchema = z
  .object({
    hotels: z.array(
      z.object({
        id: z.string(),
        hid: z.number(),
        name: z.string(),
        region_id: z.number(),
        /** The hotel's city, and its street: hotels of one name are told apart by them. */
        region_name: z.string(),
        address: z.string(),
      }),
    ),
    regions: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), country_code: z.string() })),
  })
  .meta({ id: 'AutocompleteResult' });
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>;

/** A city's centre as the partner's region dump gives it; null for a region known only from its hotels. */
export const regionCenterSchema = z.object({ latitude: z.number(), longitude: z.number() }).nullable();

export const regionSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.string(),
    country_code: z.string(),
    center: regionCenterSchema,
  })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

export const regionWithCountSchema = regionSchema.extend({ hotel_count: z.number() }).meta({ id: 'RegionWithCount' });

/**
 * A hotel as lists show it; image addresses hold a {size} placeholder. The catalogue's lists send the first photo only,
 * the one a card shows; the hotel's own answer has them all.
 */
export const hotelMinimalSchema = z
  .object({
    id: z.string(),
    hid: z.number(),
    name: z.string(),
    address: z.string(),
    star_rating: z.number(),
    rating: z.number().nullable(),
    review_count: z.number(),
    region_id: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    images: z.array(z.string()),
  })
  .meta({ id: 'HotelMinimal' });
export type HotelMinimal = z.infer<typeof hotelMinimalSchema>;

/** A hotel's rates in a partner answer, each read with `rate`. */
export const hotelRatesOf = <R extends z.ZodType>(rate: R) =>
  z.object({ id: z.string(), hid: z.number(), rates: z.array(rate) });

/** ETG writes amounts as strings. */
const partnerAmountSchema = z.union([z.string(), z.number()]);

/**
 * A search rate as lists show it: the room's name, the meal, the price and the cancellation, the partner's other
 * fields left out (a search rate is for showing, not booking: PARTNER.md §3.2). Of a city's answer the others were
 * four fifths, and then its match_hash (random, so it does not compress) more than half of what was left gzipped:
 * the hotel page's rates carry it, with the book_hash.
 */
export const serpRateSchema = z
  .object({
    room_name: z.string(),
    meal: z.string(),
    payment_options: z.object({
      payment_types: z
        .array(
          z.object({
            show_amount: partnerAmountSchema,
            show_currency_code: z.string(),
            commission_info: z.object({ show: z.object({ amount_gross: partnerAmountSchema }) }).nullish(),
            cancellation_penalties: z.object({ free_cancellation_before: z.string().nullish() }).nullish(),
          }),
        )
        .min(1),
    }),
  })
  .meta({ id: 'SerpRate' });
export type SerpRate = z.infer<typeof serpRateSchema>;

export const serpResultSchema = z
  .object({
    total_hotels: z.number(),
    hotels: z.array(hotelRatesOf(serpRateSchema)),
  })
  .meta({ id: 'SerpResult' });

export const publicPaymentTypeSchema = z.object({
  /** The listed (gross) price, as `commission_info.show.amount_gross`. */
  show_amount: partnerAmountSchema,
  show_currency_code: z.string(),
  commission_info: z.object({ show: z.object({ amount_gross: partnerAmountSchema }) }).nullish(),
  cancellation_penalties: z
    .object({
      free_cancellation_before: z.string().nullish(),
      policies: z.array(
        z.object({ start_at: z.string().nullable(), end_at: z.string().nullable(), amount_show: partnerAmountSchema }),
      ),
    })
    .nullish(),
  tax_data: z
    .object({
      taxes: z.array(
        z.object({
          name: z.string(),
          included_by_supplier: z.boolean(),
          amount: partnerAmountSchema,
          currency_code: z.string(),
        }),
      ),
    })
    .nullish(),
});

/** A rate as the hotel page shows it to a visitor or a customer: `publicRate` of the partner's (rules/public-rate.ts). */
export const publicRateSchema = z
  .object({
    book_hash: z.string().optional(),
    match_hash: z.string(),
    room_name: z.string(),
    meal: z.string(),
    room_data_trans: z.looseObject({}).nullish(),
    rg_ext: z.record(z.string(), z.number()).nullish(),
    amenities_data: z.array(z.string()).nullish(),
    meal_data: z.looseObject({}).nullish(),
    allotment: z.number().optional(),
    payment_options: z.object({ payment_types: z.array(publicPaymentTypeSchema).min(1) }),
  })
  .meta({ id: 'PublicRate' });

export const hotelPageResultSchema = z
  .object({ hotels: z.array(hotelRatesOf(publicRateSchema)) })
  .meta({ id: 'HotelPageResult' });

export const hotelIdQuerySchema = z.object({
  id: z.string().trim().min(1).max(100),
  /** The language of the hotel's text; the caller's (`Accept-Language`, or the choice it made) where none is named. */
  language: localeSchema.optional(),
});
export const hotelIdsSchema = z.array(z.number().int().positive()).max(500);
export const hotelIdsBodySchema = z.union([hotelIdsSchema, z.object({ hotelIds: hotelIdsSchema })]);
export const regionHotelsBodySchema = z.object({ region_id: z.number().int().positive() });
/** A region's id as the database holds it (an integer column), so a larger one is refused rather than failing. */
export const regionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const hotelRatingSchema = z.object({ hid: z.number(), rating: z.number().nullable(), review_count: z.number() });

export const hotelReviewsSchema = z
  .object({
    hid: z.number(),
    rating: z.number().nullable(),
    review_count: z.number(),
    detailed: z.record(z.string(), z.number()),
    reviews: z.array(z.looseObject({})),
  })
  .meta({ id: 'HotelReviews' });

export const wishlistQuerySchema = z.object({
  userId: z.string().min(1).max(64),
  hotelId: z.coerce.number().int().positive(),
});
export const wishlistLikeBodySchema = z.union([hotelIdsSchema, z.object({ hotels: hotelIdsSchema })]).nullish();
export const wishlistSchema = z.object({ wishList: z.array(z.number()) }).meta({ id: 'Wishlist' });
