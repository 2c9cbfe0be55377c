import { bidFloor, listedPrice, messages, today, type HotelMinimal, type createBidBodySchema } from '@bidstay/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { BidsDeps } from './bids-deps.ts';
import { partnerSearchOf } from './partner-search.ts';
import { findRate } from './rate-snapshot.ts';

export type BidBody = z.output<typeof createBidBodySchema>;

export type BidPricing = ReturnType<typeof bidPricing>;
export type Priced = Awaited<ReturnType<BidPricing['pricedBid']>>;

/** What a new bid and a bid's chance check first: the stay, then the rate the partner still has. */
export function bidPricing({ hotels, clock }: Pick<BidsDeps, 'hotels' | 'clock'>) {
  /** The rate a bid names, read from the partner as the customer's browsing. */
  async function priceRate(body: BidBody) {
    const { booking } = body;
    const stay = { ...partnerSearchOf(booking, body.currency), hid: body.hotel_id };
    const page = await hotels.hotelPage(stay, { client: `account:${body.customer_id}` });
    const rate = findRate(page.hotels[0]?.rates ?? [], booking.book_hash, booking.match_hash);
    if (!rate) throw new AppError('conflict', messages.bids.rateGone);
    return rate;
  }

  /** A known hotel and a stay not begun: checked before the partner is asked for anything. */
  function assertOpenStay(body: BidBody, hotel: HotelMinimal | undefined): HotelMinimal {
    if (!hotel) throw new AppError('not_found', messages.hotels.notFound);
    if (body.booking.check_in < today(clock.now())) {
      throw new AppError('invalid_input', messages.bids.pastDates, { 'booking.check_in': messages.bids.pastDates });
    }
    return hotel;
  }

  return {
    assertOpenStay,

    hotelOfStay: async (body: BidBody) => assertOpenStay(body, await hotels.catalogue().hotel(body.hotel_id)),

    /** What newCreateBid and bidChance check after the stay: a rate the partner still has, below its listed price. */
    async pricedBid(body: BidBody, hotel: HotelMinimal) {
      const rate = await priceRate(body);
      const listed = listedPrice(rate);
      if (body.bid >= listed)
        throw new AppError('invalid_input', messages.bids.atOrAboveListed, { bid: messages.bids.atOrAboveListed });
      return { hotel, rate, listed, floor: bidFloor(rate) };
    },
  };
}
