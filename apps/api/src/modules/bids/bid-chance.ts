import {
  ALTERNATIVES_SHOWN,
  isAlternativePrice,
  listedPrice,
  messages,
  type Bid,
  type BidAlternatives,
  type BidChanceAnswer,
} from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { ChanceOf } from './chance-of.ts';
import { partnerSearchOf } from './partner-search.ts';
import type { BidBody, BidPricing } from './priced-bid.ts';

/** A bid read back as the body that made it, for its chance and its alternatives. */
function bodyOf(row: BidRow): BidBody {
  const snapshot = row.snapshot as Bid['booking'];
  return {
    customer_id: row.customerId,
    hotel_id: row.hotelId,
    bid: row.bid,
    currency: row.currency as BidBody['currency'],
    booking: {
      book_hash: snapshot.book_hash,
      ...(snapshot.match_hash && { match_hash: snapshot.match_hash }),
      check_in: snapshot.check_in,
      check_out: snapshot.check_out,
      residency: snapshot.residency as BidBody['booking']['residency'],
      guests: snapshot.guests,
    },
  };
}

/** The chance that the hotel takes a bid, before it is made and after it ended, with other hotels to try. */
export function bidChanceUseCase(
  { repository, hotels, chances, chanceLimitPerMinute }: BidsDeps,
  { hotelOfStay, pricedBid }: BidPricing,
  { chanceOf }: ChanceOf,
  ownBid: (customerId: string, bidId: string) => Promise<BidRow>,
) {
  /** The hotels the bid went to: its own, and the others of its group, where it may still wait. */
  async function hotelsOfBid(row: BidRow): Promise<Set<number>> {
    const group = row.groupId ? await repository.ofGroup(row.groupId) : [];
    return new Set([row.hotelId, ...group.map((member) => member.hotelId)]);
  }

  /**
   * Up to three other hotels of the bid's city with rooms for its stay, listed within 15 % of the bid, closest first;
   * never one its group went to.
   */
  async function alternativesTo(row: BidRow, body: BidBody): Promise<BidAlternatives['hotels']> {
    const hotel = await hotels.catalogue().hotel(row.hotelId);
    if (!hotel) return [];
    const found = await hotels.searchRegion({
      ...partnerSearchOf(body.booking, body.currency),
      region_id: hotel.region_id,
    });
    const already = await hotelsOfBid(row);
    const chosen = found.hotels
      .filter((other) => !already.has(other.hid) && other.rates[0])
      .map((other) => ({ other, listed: listedPrice(other.rates[0]!) }))
      .filter(({ listed }) => isAlternativePrice(listed, row.bid))
      .sort((a, b) => Math.abs(a.listed - row.bid) - Math.abs(b.listed - row.bid))
      .slice(0, ALTERNATIVES_SHOWN);
    const known = new Map(
      (await hotels.minimalHotels(chosen.map(({ other }) => other.hid))).map((found) => [found.hid, found]),
    );
    return chosen.flatMap(({ other, listed }) => {
      const hotel = known.get(other.hid);
      return hotel ? [{ hid: hotel.hid, id: hotel.id, name: hotel.name, listed, currency: body.currency }] : [];
    });
  }

  return {
    /** The chance that the hotel takes a bid, at most `chanceLimitPerMinute` times a minute per customer. */
    async chance(customerId: string, body: BidBody): Promise<BidChanceAnswer> {
      if (!(await chances.take(customerId, chanceLimitPerMinute)))
        throw new AppError('rate_limited', messages.bids.tooManyChances);
      return chanceOf(body, await pricedBid(body, await hotelOfStay(body)));
    },

    /**
     * What a customer can do after a bid ended: the amount suggested for its rate now with that amount's chance (null
     * once the rate is gone or nothing stands a chance), and other hotels.
     */
    async alternatives(customerId: string, bidId: string): Promise<BidAlternatives> {
      const row = await ownBid(customerId, bidId);
      const body = bodyOf(row);
      const chance = await hotelOfStay(body)
        .then((hotel) => pricedBid(body, hotel))
        .then(
          async (priced) => {
            const { suggested } = await chanceOf(body, priced);
            return suggested === null ? null : chanceOf({ ...body, bid: suggested }, priced);
          },
          () => null,
        );
      return { chance, hotels: await alternativesTo(row, body) };
    },
  };
}
