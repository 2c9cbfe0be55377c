import { bookingRequestSchema, type BookingRequest } from '@bidstay/contract';
import { paths } from '@/app/paths';
import { readBidGuests, readBookingDetails, type RoomGuestDetails } from '@/lib/booking-details';
import { formatGuests } from '@/lib/guests';
import { parseGuests } from '@/lib/parse-guests';
import type { RateOffer } from '@/lib/rate-offer';

/** What `/hotel-booking` books, where "back" leads, and guest names already typed for it. */
export type BookingSource = {
  request: BookingRequest;
  back: { href: string; label: string };
  savedGuests?: RoomGuestDetails;
};

/** Percent-escapes everything but what a site path allows, so the page can also be a payment's cancel path. */
const escape = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const query = (params: Record<string, string>) =>
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

function rateSource(params: URLSearchParams): BookingSource | null {
  const guests = params.get('guests') ?? '';
  const parsed = bookingRequestSchema.safeParse({
    hotel_id: params.get('hotel'),
    book_hash: params.get('book_hash'),
    match_hash: params.get('match_hash') ?? undefined,
    check_in: params.get('checkin'),
    check_out: params.get('checkout'),
    currency: params.get('currency') ?? undefined,
    guests: parseGuests(guests),
  });
  if (!parsed.success || !('hotel_id' in parsed.data) || formatGuests(parsed.data.guests) !== guests) return null;
  const rate = parsed.data;
  const stay = query({ checkin: rate.check_in, checkout: rate.check_out, guests, currency: rate.currency });
  return {
    request: rate,
    back: { href: `${paths.hotel.href(String(rate.hotel_id))}${stay}`, label: 'Back to the hotel' },
  };
}

function bidSource(): BookingSource | null {
  const details = readBookingDetails();
  if (!details) return null;
  return {
    request: { bid_id: details.bid_id },
    back: { href: paths.dashboard.bids.href(), label: 'Back to My Bids' },
    savedGuests: readBidGuests(details.bid_id) ?? details.guest_details,
  };
}

/** A rate in the URL wins; else the bid My Bids stored under bookingDetails (SPEC §4). */
export function bookingSource(params: URLSearchParams): BookingSource | null {
  return params.has('hotel') ? rateSource(params) : bidSource();
}

/** The booking page itself, as the way back from the provider's hosted payment page. */
export function bookingPagePath(params: URLSearchParams): string {
  const rate = Object.fromEntries(params.entries());
  return paths.hotelBooking.href(params.size ? query(rate) : '');
}
