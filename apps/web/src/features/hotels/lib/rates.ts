import { listedPrice } from '@bidstay/contract/plain';
import type { Answer } from '@/lib/answers';

/** A partner rate (ETG shape) as a search sends it, for the lists (lib/answers.ts checks it). */
export type ShownRate = Answer<'regionRates'>['hotels'][number]['rates'][number];

/** A rate of the hotel page: a search's fields, its room's details and the hashes that book it. */
export type BookableRate = Answer<'hotelRates'>['hotels'][number]['rates'][number];

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
