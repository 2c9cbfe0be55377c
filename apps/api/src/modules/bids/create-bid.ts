import { randomUUID } from 'node:crypto';
import { DAY_MS, formatInstant, messages, nextBidAllowedAt, type Bid, type ChanceBand } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import { BID_RULES_JOB } from './bid-jobs.ts';
import type { BidRow, BidsRepository } from './bids.repository.ts';
import { toBid } from './to-bid.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { ChanceOf } from './chance-of.ts';
import { guestNamesOf } from './guest-names.ts';
import type { BidBody, BidPricing, Priced } from './priced-bid.ts';
import { rateSnapshot } from './rate-snapshot.ts';

type StayBids = Awaited<ReturnType<BidsRepository['bidsOfStay']>>;
/** What an autopay bid carries: the saved card to charge, who stays in each room, and where the customer bid from. */
type Autopay = { paymentMethodId: string; guestNames: NonNullable<BidRow['guestNames']>; customerIp: string | null };

/** The stay a bid is for, as the limits compare it. */
const stayOf = (body: BidBody) => ({
  checkIn: body.booking.check_in,
  checkOut: body.booking.check_out,
  guests: JSON.stringify(body.booking.guests),
});

/** One pending bid per rate, known by its book hash or its match hash. */
function assertNoneOnRate(made: StayBids, bookHash: string, matchHash: string | null | undefined) {
  const onRate = made.some(
    (bid) =>
      bid.status === 'pending' &&
      bid.deletedAt === null &&
      (bid.bookHash === bookHash || (matchHash != null && bid.matchHash === matchHash)),
  );
  if (onRate) throw new AppError('conflict', messages.bids.pendingOnRate);
}

/** The bid at each of its hotels, first choice first: the same amount, currency and stay, each with its own rate. */
function bodiesOf({ alsoAt = [], ...first }: BidBody): BidBody[] {
  return [first, ...alsoAt.map((other) => ({ ...first, hotel_id: other.hotel_id, booking: other.booking }))];
}

/** Every hotel of a bid in one city; an unknown hotel is refused when its rate is read. */
function assertOneCity(regions: (number | undefined)[]) {
  const known = regions.filter((region) => region !== undefined);
  if (known.some((region) => region !== known[0]))
    throw new AppError('invalid_input', messages.bids.groupOtherCity, { alsoAt: messages.bids.groupOtherCity });
}

/** A new pending bid on a priced rate, its snapshot taken from the partner's rate. */
function newBidRow(
  customerId: string,
  body: BidBody,
  { hotel, rate, listed, floor }: Priced,
  placed: { group: { groupId: string; rank: number } | null; band: ChanceBand; now: Date; autopay: Autopay | null },
): BidRow {
  const { group, band, now, autopay } = placed;
  const { booking } = body;
  const stay = {
    check_in: booking.check_in,
    check_out: booking.check_out,
    residency: booking.residency,
    currency: body.currency,
    guests: booking.guests,
  };
  return {
    id: randomUUID(),
    customerId,
    hotelId: hotel.hid,
    amount: listed,
    bid: body.bid,
    floor,
    currency: body.currency,
    status: 'pending',
    counterAmount: null,
    snapshot: { ...rateSnapshot(rate, stay, hotel), time_zone: body.time_zone ?? null },
    decidedBy: null,
    reason: null,
    ruleLabel: null,
    ruleVersion: null,
    ruleLine: null,
    ruleLevels: null,
    decidedAt: null,
    deletedAt: null,
    groupId: group?.groupId ?? null,
    groupRank: group?.rank ?? null,
    autopayPaymentMethod: autopay?.paymentMethodId ?? null,
    guestNames: autopay?.guestNames ?? null,
    autopayCustomerIp: autopay?.customerIp ?? null,
    chanceBand: band,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A bid, or one bid to several hotels (`alsoAt`): all in one city, each checked as a bid alone, first what asks
 * nothing of the partner (the stay, the account, the limits), then each hotel's rate re-read from the partner;
 * every bid written at once or none. A group's rules run in one job, first choice first, so that of two rules that
 * would accept, the first choice's wins.
 */
export function createBidUseCase(
  { repository, clock, queue, hotels, customers, cards }: BidsDeps,
  { assertOpenStay, pricedBid }: BidPricing,
  { bandOf }: ChanceOf,
) {
  /** The card must be one of the customer's own saved cards; the guests were checked against the stay by the schema. */
  async function autopayOf(customerId: string, body: BidBody, customerIp: string | null): Promise<Autopay | null> {
    if (!body.autopay || !body.payment_method_id || !body.rooms) return null;
    try {
      const card = await cards.savedCard(customerId, body.payment_method_id);
      return { paymentMethodId: card.paymentMethodId, guestNames: guestNamesOf(body.rooms), customerIp };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = messages.paymentMethods.cardRequired;
      throw new AppError('invalid_input', message, { payment_method_id: message });
    }
  }

  /**
   * At most BIDS_PER_STAY bids on one hotel for one stay in 24 hours, deleted ones too, and one pending bid per rate:
   * bids cannot ladder up to the floor. Read before the partner is asked for the rate, with the hashes the client
   * names; answers the stay's bids, for the rate's own match hash once it is known.
   */
  async function assertMayBid(customerId: string, body: BidBody, zone: string | undefined) {
    const now = clock.now();
    const made = await repository.bidsOfStay(customerId, body.hotel_id, stayOf(body), new Date(now.getTime() - DAY_MS));
    assertNoneOnRate(made, body.booking.book_hash, body.booking.match_hash);
    const allowedAt = nextBidAllowedAt(
      made.map((bid) => bid.createdAt),
      now,
    );
    if (allowedAt)
      throw new AppError('rate_limited', messages.bids.tooManyOnStay(formatInstant(allowedAt, 'en', zone)));
    return made;
  }

  /** `customerIp`: where the customer bids from, told to the partner when an autopay bid is booked without them. */
  return async function createBid(customerId: string, body: BidBody, customerIp: string | null = null): Promise<Bid> {
    const bodies = bodiesOf(body);
    const found = await Promise.all(bodies.map(({ hotel_id }) => hotels.catalogue().hotel(hotel_id)));
    assertOneCity(found.map((hotel) => hotel?.region_id));
    const known = bodies.map((each, index) => assertOpenStay(each, found[index]));
    const customer = await customers.activeAccount(customerId);
    if (!customer) throw new AppError('unauthorized', messages.auth.sessionInvalid);
    const autopay = await autopayOf(customerId, body, customerIp);
    const made: StayBids[] = [];
    for (const each of bodies) made.push(await assertMayBid(customerId, each, body.time_zone));
    const priced: Priced[] = [];
    const bands: ChanceBand[] = [];
    for (const [index, each] of bodies.entries()) {
      const one = await pricedBid(each, known[index]!);
      assertNoneOnRate(made[index]!, each.booking.book_hash, one.rate.match_hash);
      priced.push(one);
      bands.push((await bandOf(each, one)).band);
    }
    const groupId = bodies.length > 1 ? randomUUID() : null;
    const rows = bodies.map((each, index) =>
      newBidRow(customerId, each, priced[index]!, {
        group: groupId === null ? null : { groupId, rank: index + 1 },
        band: bands[index]!,
        now: clock.now(),
        autopay,
      }),
    );
    // The rule job tells the customer: the answer at once, or that the bid is registered and waits for the hotel.
    const rules = queue.job(BID_RULES_JOB, { bidId: rows[0]!.id });
    const inserted =
      rows.length === 1
        ? await repository.insertWithJobs(rows[0]!, [rules])
        : await repository.insertGroupWithJobs(rows, [rules]);
    if (!inserted) throw new AppError('conflict', messages.bids.pendingOnRate);
    queue.wake(BID_RULES_JOB);
    return toBid(rows[0]!);
  };
}
