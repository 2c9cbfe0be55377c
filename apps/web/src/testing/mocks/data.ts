import type { Bid, BookingQuote, StandingBid, SupplierBid } from '@bidstay/contract';
import type { RateOffer } from '@/lib/rate-offer';
import { dayFromNow, instantFromNow } from '../test-clock';

/** A rate of the hotel page, as the bid dialog is given it: a week from now, two nights, two adults. */
export function buildRateOffer(overrides: Partial<RateOffer> = {}): RateOffer {
  return {
    hotelId: 7000021,
    hotelName: 'Hotel Aurora',
    regionId: 2114,
    roomName: 'Double room',
    bookHash: 'book-hash-1',
    matchHash: 'match-hash-1',
    checkIn: dayFromNow(7),
    checkOut: dayFromNow(9),
    guests: [{ adults: 2, children: [] }],
    listedPrice: 200,
    currency: 'EUR',
    ...overrides,
  };
}

/** A customer's bid as the API answers it, pending by default. */
export function buildBid(overrides: Partial<Bid> = {}): Bid {
  const guests = [{ adults: 2, children: [] }];
  return {
    id: 'bid-1',
    customer_id: 'customer-1',
    hotel_id: 7000021,
    amount: 200,
    bid: 150,
    currency: 'EUR',
    status: 'pending',
    counter_offer: null,
    created: instantFromNow(0),
    updated: instantFromNow(0),
    expires_at: instantFromNow(2),
    pay_by: null,
    decided_by: null,
    reason: null,
    booking: {
      book_hash: 'book-hash-1',
      match_hash: 'match-hash-1',
      room_name: 'Double room',
      meal: null,
      check_in: dayFromNow(7),
      check_out: dayFromNow(9),
      residency: 'se',
      currency: 'EUR',
      guests,
      guestData: guests,
      hotel_name: 'Hotel Aurora',
    },
    group_id: null,
    group_rank: null,
    ...overrides,
  };
}

/** A bid as its hotel's partner reads it: listed at 200, the partner's floor at 160. */
export function buildSupplierBid(overrides: Partial<SupplierBid> = {}): SupplierBid {
  const { customer_id: _customer, group_id: _group, group_rank: _rank, ...bid } = buildBid();
  return { ...bid, listed_price: 200, floor: 160, rule: null, ...overrides };
}

/** A standing bid, still waiting for the hotel's price to come down to it. */
export function buildStandingBid(overrides: Partial<StandingBid> = {}): StandingBid {
  return {
    id: '5b0f7f4e-8a43-4c5e-9d52-0f9c3c2a7b11',
    hotel_id: 7000021,
    hotel_name: 'Hotel Aurora',
    check_in: dayFromNow(30),
    check_out: dayFromNow(32),
    guests: [{ adults: 2, children: [] }],
    amount: 180,
    currency: 'EUR',
    until: dayFromNow(25),
    status: 'active',
    bid_id: null,
    last_checked: null,
    created: instantFromNow(-1),
    ...overrides,
  };
}

/** The price the server quoted for a room, before the guests' names and payment. */
export function buildBookingQuote(overrides: Partial<BookingQuote> = {}): BookingQuote {
  return {
    partner_order_id: 'order-1',
    status: 'quoted',
    hotel_id: 7000021,
    hotel_name: 'Hotel Aurora',
    bid_id: null,
    check_in: dayFromNow(7),
    check_out: dayFromNow(9),
    nights: 2,
    room_name: 'Double room',
    meal: null,
    guests: [{ adults: 2, children: [] }],
    amount: 200,
    currency: 'EUR',
    previous_amount: null,
    price_changed: false,
    cancellation_info: { free_cancellation_before: null, policies: [] },
    expires_at: instantFromNow(1),
    ...overrides,
  };
}
