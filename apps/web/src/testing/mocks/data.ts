import type {
  Bid,
  BookingQuote,
  Customer,
  HotelMinimal,
  Order,
  PublicationSummary,
  StandingBid,
  SupplierBid,
} from '@bidstay/contract';
import type { RateOffer } from '@/lib/rate-offer';
import { dayFromNow, instantFromNow } from '../test-clock';

/** A rate of the hotel page, as the bid dialog is given it: a week from now, two nights, two adults. */
export function buildRateOffer(overrides: Partial<RateOffer> = {}): RateOffer {
  return {
    hotelId: 7000021,
    hotelName: 'Hotel Aurora',
    regionId: 2114,
    cityName: 'Stockholm',
    stars: 4,
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
    decider: null,
    reason: null,
    autopay: false,
    rooms: null,
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
  const { customer_id: _customer, group_id: _group, group_rank: _rank, decider: _decider, ...bid } = buildBid();
  return { ...bid, listed_price: 200, floor: 160, rule: null, decidedBy: null, ...overrides };
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
    autopay: false,
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

/** A confirmed booking as the bookings list reads it: a stay a week from now, paid in full. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    status: 'completed',
    hotel_data: { id: 7000021, name: 'Hotel Aurora' },
    partner_data: { order_id: 'order-1' },
    bid_id: null,
    agreement_number: null,
    checkin_at: dayFromNow(7),
    checkout_at: dayFromNow(9),
    created_at: instantFromNow(-3),
    cancelled_at: null,
    amount_sell: { amount: '200.00', currency_code: 'EUR' },
    amount_refunded: { amount: '0.00', currency_code: 'EUR' },
    refunds: [],
    cancellation_info: { free_cancellation_before: null, policies: [] },
    rooms_data: [
      {
        room_name: 'Double room',
        meal_name: null,
        guest_data: { guests: [{ first_name: 'Astrid', last_name: 'Lind', is_child: false, age: null }] },
      },
    ],
    ...overrides,
  };
}

/** A signed-up customer, every profile field filled in. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'customer-1',
    email: 'astrid@example.com',
    name: 'Astrid',
    surname: 'Lind',
    phone: '+46 70 123 45 67',
    nationality: 'SE',
    address: 'Storgatan 1',
    city: 'Stockholm',
    zipCode: '111 22',
    country: 'Sweden',
    currency: 'EUR',
    completed: true,
    active: true,
    wishList: [],
    updated: instantFromNow(-10),
    ...overrides,
  };
}

/** A hotel as lists of hotels (the wishlist) read it. */
export function buildHotel(overrides: Partial<HotelMinimal> = {}): HotelMinimal {
  const hid = overrides.hid ?? 7000021;
  return {
    id: `hotel_${hid}`,
    hid,
    name: 'Hotel Aurora',
    address: 'Drottninggatan 1, Stockholm',
    star_rating: 4,
    rating: 8.6,
    review_count: 120,
    region_id: 2114,
    latitude: 59.33,
    longitude: 18.06,
    images: [],
    ...overrides,
  };
}

/** A blog post as the blog lists it, published yesterday. */
export function buildPost(overrides: Partial<PublicationSummary> = {}): PublicationSummary {
  return {
    id: 'how-to-bid',
    type: 'blog',
    title: 'How to bid on a hotel room',
    summary: 'Name your price, and let the hotel answer.',
    publishedAt: instantFromNow(-1),
    language: 'en',
    ...overrides,
  };
}
