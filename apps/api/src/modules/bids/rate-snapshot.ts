import type { Rate } from '../../partner/etg-types.ts';

const SNAPSHOT_FIELDS = [
  'allotment',
  'book_hash',
  'match_hash',
  'meal',
  'meal_data',
  'room_name',
  'rg_ext',
  'sell_price_limits',
  'serp_filters',
  'amenities_data',
  'any_residency',
  'deposit',
  'no_show',
  'room_data_trans',
  'daily_prices',
] as const;

type Stay = {
  check_in: string;
  check_out: string;
  residency: string;
  currency: string;
  guests: { adults: number; children: number[] }[];
};

/** SPEC §3's bid snapshot, taken from the partner's own rate (never from the client). */
export function rateSnapshot(rate: Rate, stay: Stay, hotel: { id: string; name: string }) {
  const fields = Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, rate[field] ?? null]));
  const [paymentType] = rate.payment_options.payment_types;
  return {
    ...fields,
    payment_options: { payment_types: paymentType ? [paymentType] : [] },
    ...stay,
    guestData: stay.guests,
    id: hotel.id,
    hotel_name: hotel.name,
  };
}

/** The bid's rate in a fresh hotelpage answer: the same book_hash, else the same match_hash. */
export function findRate(rates: Rate[], bookHash: string, matchHash: string | undefined): Rate | undefined {
  return (
    rates.find((rate) => rate.book_hash === bookHash) ??
    (matchHash ? rates.find((rate) => rate.match_hash === matchHash) : undefined)
  );
}
