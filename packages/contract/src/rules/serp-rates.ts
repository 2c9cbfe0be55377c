import { listedPrice } from './bid-pricing.ts';

/**
 * A search result shows the cheapest rates of each hotel, never books from them: ETG asks for one
 * or two per hotel, and the hotel page asks the partner for all of them (PARTNER.md §3.2).
 */
export const SERP_RATES_PER_HOTEL = 2;

type PricedRate = Parameters<typeof listedPrice>[0];

/** The `count` cheapest rates at their listed price, cheapest first; equal prices keep the partner's order. */
export function cheapestRates<R extends PricedRate>(rates: readonly R[], count = SERP_RATES_PER_HOTEL): R[] {
  return rates
    .map((rate, index) => ({ rate, index, price: listedPrice(rate) }))
    .sort((a, b) => a.price - b.price || a.index - b.index)
    .slice(0, count)
    .map(({ rate }) => rate);
}
