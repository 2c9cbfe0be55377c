import { BID_GROUP_MAX_HOTELS, isAlternativePrice, listedPrice, type CreateBidBody } from '@bidstay/contract';

type PricedRate = Parameters<typeof listedPrice>[0];

/** A hotel the customer may add to a bid: from their wishlist, or of the city with a rate close to the amount. */
export type GroupCandidate = {
  hid: number;
  name: string;
  /** The listed price of its cheapest room above the amount in the city's search; null when it has none. */
  listed: number | null;
  fromWishlist: boolean;
};

/** How many hotels of the city, beside the wishlist's, are offered. */
export const CITY_CANDIDATES_SHOWN = 5;

/** A bid must stay below a hotel's listed price: the cheapest rate above the amount, the one the bid goes to. */
export function rateForAmount<R extends PricedRate>(rates: R[], amount: number): R | undefined {
  return rates
    .filter((rate) => listedPrice(rate) > amount)
    .reduce<R | undefined>(
      (cheapest, rate) => (!cheapest || listedPrice(rate) < listedPrice(cheapest) ? rate : cheapest),
      undefined,
    );
}

/** Hotels of the city's search whose room above the amount is listed close to it, the closest first. */
export function closeHotels(
  hotels: { hid: number; rates: PricedRate[] }[],
  amount: number,
  except: ReadonlySet<number>,
): { hid: number; listed: number }[] {
  return hotels
    .filter((hotel) => !except.has(hotel.hid))
    .flatMap((hotel) => {
      const rate = rateForAmount(hotel.rates, amount);
      return rate ? [{ hid: hotel.hid, listed: listedPrice(rate) }] : [];
    })
    .filter(({ listed }) => isAlternativePrice(listed, amount))
    .sort((a, b) => a.listed - b.listed)
    .slice(0, CITY_CANDIDATES_SHOWN);
}

type NamedHotel = { hid: number; name: string; region_id: number };

/**
 * The hotels offered: the wishlist's of the city first (each with its price, when the search has one above the
 * amount), then the city's close ones; never the bid's own hotel, each once.
 */
export function groupCandidates({
  regionId,
  ownHid,
  wishlist,
  close,
  names,
  listedOf,
}: {
  regionId: number;
  ownHid: number;
  wishlist: NamedHotel[];
  close: { hid: number; listed: number }[];
  names: ReadonlyMap<number, string>;
  listedOf: (hid: number) => number | null;
}): GroupCandidate[] {
  const liked = wishlist
    .filter((hotel) => hotel.region_id === regionId && hotel.hid !== ownHid)
    .map((hotel) => ({ hid: hotel.hid, name: hotel.name, listed: listedOf(hotel.hid), fromWishlist: true }));
  const likedIds = new Set(liked.map((hotel) => hotel.hid));
  const others = close
    .filter((hotel) => !likedIds.has(hotel.hid) && hotel.hid !== ownHid && names.has(hotel.hid))
    .map((hotel) => ({ hid: hotel.hid, name: names.get(hotel.hid)!, listed: hotel.listed, fromWishlist: false }));
  return [...liked, ...others];
}

/** Whether one more hotel may join a bid that already goes to `count` hotels. */
export const canAddHotel = (count: number) => count < BID_GROUP_MAX_HOTELS;

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** A hotel of a bid and the room it is bid on. */
export type GroupBooking = { hotel_id: number; book_hash: string; match_hash: string };

/**
 * The bid sent to its hotels in the customer's order: the first choice as the bid's own hotel, the others as
 * `alsoAt`, each with its own room for the same stay. A bid to one hotel goes as it is.
 */
export function withGroup(body: CreateBidBody, hotels: GroupBooking[]): CreateBidBody {
  if (hotels.length < 2) return body;
  const atHotel = ({ hotel_id, book_hash, match_hash }: GroupBooking) => ({
    hotel_id,
    booking: { ...body.booking, book_hash, match_hash },
  });
  const [first, ...others] = hotels.map(atHotel);
  return { ...body, ...first, alsoAt: others };
}
