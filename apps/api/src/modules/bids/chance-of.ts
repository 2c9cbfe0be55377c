import {
  DAY_MS,
  HOTEL_MEASURED_MIN_DECIDED,
  MEASURED_DAYS,
  bidChance,
  exceedsNightlyCap,
  isSimilarStay,
  today,
  type BidChanceAnswer,
  type Chance,
  type ChanceBand,
  type Measured,
} from '@bidstay/contract';
import type { BidsDeps } from './bids-deps.ts';
import type { BidBody, Priced } from './priced-bid.ts';

/** How far back a hotel's decisions count for the chance of a new bid. */
const CHANCE_HISTORY_DAYS = 90;

export type ChanceOf = ReturnType<typeof chanceOfBid>;

/** A bid's chance, as the customer asks for it and as the bid is stored when placed, and how its band fared. */
export function chanceOfBid({ hotelBids, clock, rules }: Pick<BidsDeps, 'hotelBids' | 'clock' | 'rules'>) {
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

  /** The hotel's bids taken on stays like this one, as shares of the listed price: what a person's band weighs. */
  async function similarDecisions(hotelId: number, stay: { checkIn: string; madeOn: string }) {
    return (await hotelBids.takenOfHotel(hotelId, daysAgo(CHANCE_HISTORY_DAYS)))
      .filter((past) => past.listed > 0 && isSimilarStay(past, stay))
      .map((past) => ({ checkIn: past.checkIn, madeOn: past.madeOn, share: past.bid / past.listed, accepted: true }));
  }

  /** The band of a priced bid and the amount suggested, from the hotel's rules, its cap and its decisions. */
  async function bandOf(body: BidBody, { listed, floor, rate }: Priced): Promise<Chance> {
    const stay = {
      checkIn: body.booking.check_in,
      checkOut: body.booking.check_out,
      roomName: rate.room_name ?? '',
      madeOn: today(clock.now()),
    };
    const ruleSet = await rules.activeRuleSet(body.hotel_id);
    // Without a nightly cap nothing is sold out at bid prices: the accepted stays are not read.
    const accepted = ruleSet.nightlyCap === null ? [] : await hotelBids.acceptedStaysOverlapping(body.hotel_id, stay);
    const history = await similarDecisions(body.hotel_id, stay);
    const soldOut = exceedsNightlyCap(stay, accepted, ruleSet.nightlyCap);
    return bidChance(body.bid, { listed, floor, stay, ruleSet, history, soldOut });
  }

  /** How often the band's bids were accepted across the marketplace, and at the hotel once it decided enough of them. */
  async function measuredOf(band: ChanceBand, hotelId: number) {
    const since = daysAgo(MEASURED_DAYS);
    const [everywhere, atHotel] = await Promise.all([
      hotelBids.measuredBand(band, since),
      hotelBids.measuredBand(band, since, hotelId),
    ]);
    const over = (counted: Measured) => ({ ...counted, days: MEASURED_DAYS }) as const;
    return {
      measured: over(everywhere),
      measuredAtHotel: atHotel.decided >= HOTEL_MEASURED_MIN_DECIDED ? over(atHotel) : null,
    };
  }

  return {
    bandOf,

    async chanceOf(body: BidBody, priced: Priced): Promise<BidChanceAnswer> {
      const chance = await bandOf(body, priced);
      return { ...chance, currency: body.currency, ...(await measuredOf(chance.band, body.hotel_id)) };
    },
  };
}
