import { t } from '@lingui/core/macro';
import { bookingRequestSchema, type BookingRequest } from '@bidstay/contract';
import { paths } from '@/config/paths';
import { readBookingDetails, type RoomGuestDetails } from '@/lib/booking-details';
import { formatGuests } from '@bidstay/contract/plain';
import { parseGuests } from '@/lib/parse-guests';
import { query } from './rate-search';

/** What `/hotel-booking` books, where "back" leads, and guest names already typed for it. */
export type BookingSource = {
  request: BookingRequest;
  back: { href: string; label: string };
  savedGuests?: RoomGuestDetails;
};

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
    back: { href: paths.hotel.href(String(rate.hotel_id), stay), label: t`Back to the hotel` },
  };
}

function bidSource(): BookingSource | null {
  const details = readBookingDetails();
  if (!details) return null;
  return {
    request: { bid_id: details.bid_id },
    back: { href: paths.dashboard.bids.href(), label: t`Back to My Bids` },
    savedGuests: details.guest_details,
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
