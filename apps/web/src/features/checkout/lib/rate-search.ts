import { formatGuests } from '@bidstay/contract/plain';
import type { RateOffer } from '@/lib/rate-offer';

/** Percent-escapes everything but what a site path allows, so the page can also be a payment's cancel path. */
const escape = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export const query = (params: Record<string, string>) =>
  `?${Object.entries(params)
    .map(([key, value]) => `${key}=${escape(value)}`)
    .join('&')}`;

/** A listed rate of the hotel page in the booking page's URL, so a reload books the same room. */
export function rateSearch(offer: RateOffer): string {
  return query({
    hotel: String(offer.hotelId),
    book_hash: offer.bookHash,
    match_hash: offer.matchHash,
    checkin: offer.checkIn,
    checkout: offer.checkOut,
    guests: formatGuests(offer.guests),
    currency: offer.currency,
  });
}
