import { z } from 'zod';
import { unitHash } from './catalogue/random.ts';
import { EtgError } from './errors.ts';
import { CONTRACT_MISMATCH_HASH, HOTEL_NOT_FOUND_PREFIX, LIFETIMES } from './hashes.ts';
import type { PricedRate, Quote } from './rates/quote.ts';
import { priceQuote } from './rates/quote.ts';
import { rateJson } from './rates/rate-json.ts';
import { parseBody } from './search-params.ts';
import type { EtgState } from './state.ts';

export type PrebookFate = { kind: 'available' } | { kind: 'sold_out' } | { kind: 'price_changed'; percent: number };

const FIXED_FATES = new Map<number, PrebookFate>([
  [8473727, { kind: 'available' }],
  [8819557, { kind: 'price_changed', percent: 10 }],
  [9744270, { kind: 'price_changed', percent: 20 }],
]);

const schema = z.object({ hash: z.string().min(3), price_increase_percent: z.number().min(0).max(100).optional() });

/** One rate in eight sells out before prebook and another changes price, chosen by a stable hash of the rate and stay. */
export function prebookFate(rate: Pick<PricedRate, 'hotel' | 'key' | 'quote'>): PrebookFate {
  const fixed = FIXED_FATES.get(rate.hotel.hid);
  if (fixed) return fixed;
  const roll = unitHash(`fate:${rate.key}:${rate.quote.search.checkin}:${rate.quote.search.checkout}`);
  if (roll < 1 / 8) return { kind: 'sold_out' };
  if (roll < 2 / 8) return { kind: 'price_changed', percent: 5 + Math.floor((roll - 1 / 8) * 88) };
  return { kind: 'available' };
}

export function checkSpecialHash(hash: string): void {
  if (hash === CONTRACT_MISMATCH_HASH) throw new EtgError('contract_mismatch');
  if (hash.startsWith(HOTEL_NOT_FOUND_PREFIX)) throw new EtgError('hotel_not_found');
}

export function pricedOrThrow(state: EtgState, quote: Quote): PricedRate {
  const hotel = state.catalogue.today().byHid(quote.hid);
  const rate = hotel && priceQuote(hotel, quote);
  if (!rate) throw new EtgError('rate_not_found');
  return rate;
}

export function prebook(state: EtgState, body: unknown) {
  const request = parseBody(schema, body);
  checkSpecialHash(request.hash);
  const issued = state.hashes.find(request.hash, 'h', LIFETIMES.hotelpageForPrebook);
  if (!issued) throw new EtgError('rate_not_found');
  const rate = pricedOrThrow(state, issued.quote);
  const fate = prebookFate(rate);
  if (fate.kind === 'sold_out') throw new EtgError('no_available_rates');
  const percent = fate.kind === 'price_changed' ? fate.percent : 0;
  if (request.price_increase_percent !== undefined && percent > request.price_increase_percent) {
    throw new EtgError('no_available_rates');
  }
  const quote = { ...issued.quote, priceMultiplier: 1 + percent / 100, issuedAt: state.clock.now().toISOString() };
  const repriced = pricedOrThrow(state, quote);
  const rateData = rateJson(repriced, { book_hash: state.hashes.issue('p', quote) });
  return {
    hotels: [{ id: rate.hotel.id, hid: rate.hotel.hid, rates: [rateData] }],
    changes: { price_changed: percent > 0 },
  };
}
