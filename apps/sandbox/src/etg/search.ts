import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findHotel } from './catalogue/edition.ts';
import type { Hotel } from './catalogue/index.ts';
import { invalidParams } from './errors.ts';
import { isAvailable, ratePlans } from './rates/pricing.ts';
import { priceQuote, quoteOf, type PricedRate } from './rates/quote.ts';
import { rateJson } from './rates/rate-json.ts';
import { parseBody, searchFields, toSearch, type Search } from './search-params.ts';
import type { EtgState } from './state.ts';

const regionSchema = z.object({
  ...searchFields,
  region_id: z.number().int(),
  hotels_limit: z.number().int().min(1).optional(),
});
const hotelsSchema = z.object({
  ...searchFields,
  hids: z.array(z.number().int()).max(300).optional(),
  ids: z.array(z.string()).max(300).optional(),
});
const hotelpageSchema = z.object({
  ...searchFields,
  hid: z.number().int().optional(),
  id: z.string().min(1).optional(),
});

/** A region search reads at most this many of the region's hotels, as ETG caps a region's answer. */
const REGION_SCAN = 5000;

export function pricedRates(hotel: Hotel, search: Search, now: Date): PricedRate[] {
  if (!isAvailable(hotel, search)) return [];
  return ratePlans(hotel, search.guests)
    .flatMap((plan) => priceQuote(hotel, quoteOf(hotel, plan, search, now)) ?? [])
    .sort((a, b) => a.netEur - b.netEur);
}

function serpHotel(hotel: Hotel, search: Search, now: Date) {
  const rates = pricedRates(hotel, search, now).map((rate) => rateJson(rate, { search_hash: `sr-${randomUUID()}` }));
  return { id: hotel.id, hid: hotel.hid, rates };
}

export function searchRegion(state: EtgState, body: unknown) {
  const request = parseBody(regionSchema, body);
  const now = state.clock.now();
  const search = toSearch(request, now);
  const available = state.catalogue
    .today()
    .regionHotels(request.region_id, REGION_SCAN)
    .filter((hotel) => isAvailable(hotel, search) && ratePlans(hotel, search.guests).length > 0);
  const shown = available.slice(0, request.hotels_limit ?? available.length);
  return { total_hotels: available.length, hotels: shown.map((hotel) => serpHotel(hotel, search, now)) };
}

export function searchHotels(state: EtgState, body: unknown) {
  const request = parseBody(hotelsSchema, body);
  if (!request.hids?.length && !request.ids?.length) throw invalidParams('hids: either hids or ids is required');
  const now = state.clock.now();
  const search = toSearch(request, now);
  const edition = state.catalogue.today();
  const hotels = [
    ...(request.hids ?? []).map((hid) => findHotel(edition, { hid })),
    ...(request.ids ?? []).map((id) => findHotel(edition, { id })),
  ];
  const found = hotels
    .flatMap((hotel) => (hotel ? [serpHotel(hotel, search, now)] : []))
    .filter((hotel) => hotel.rates.length > 0);
  return { total_hotels: found.length, hotels: found };
}

export function hotelpage(state: EtgState, body: unknown) {
  const request = parseBody(hotelpageSchema, body);
  if (request.hid === undefined && request.id === undefined) throw invalidParams('hid: either hid or id is required');
  const now = state.clock.now();
  const search = toSearch(request, now);
  const hotel = findHotel(state.catalogue.today(), request);
  if (!hotel) return { hotels: [] };
  const rates = pricedRates(hotel, search, now).map((rate) =>
    rateJson(rate, { book_hash: state.hashes.issue('h', rate.quote) }),
  );
  return { hotels: rates.length ? [{ id: hotel.id, hid: hotel.hid, rates }] : [] };
}
