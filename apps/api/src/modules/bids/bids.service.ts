import { randomUUID } from 'node:crypto';
import {
  ALTERNATIVES_SHOWN,
  BID_DECISION_BUSINESS_DAYS,
  DAY_MS,
  ANOTHER_HOTEL_ACCEPTED,
  addBusinessDays,
  bidChance,
  bidDeadlines,
  bidFloor,
  exceedsNightlyCap,
  isAlternativePrice,
  isSimilarStay,
  isValidCounter,
  listedPrice,
  messages,
  nextBidAllowedAt,
  reasonText,
  statusesAllowing,
  today,
  type Bid,
  type BidAlternatives,
  type BidChanceAnswer,
  type BidStatus,
  type HotelMinimal,
  type PastBid,
  type RuleSet,
  type createBidBodySchema,
} from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { NewJob, Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CallLimit } from '../../lib/call-limit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MailJob, MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import { BID_EVENTS_CHANNEL, toBid, type BidRow, type BidsRepository, type HotelScope } from './bids.repository.ts';
import { formatDeadline } from './deadline-format.ts';
import { findRate, rateSnapshot } from './rate-snapshot.ts';

export { BID_EVENTS_CHANNEL, toBid, type BidRow, type HotelScope } from './bids.repository.ts';

export const BID_RULES_JOB = 'bid-rules';
export const BID_EXPIRY_JOB = 'bid-expiry';

export type Decision = { action: 'accept' } | { action: 'reject' } | { action: 'counter'; amount: number };

/**
 * Who stands behind a decision: the reason recorded, the rule line that made it, and the hotel's
 * nightly cap, which a rule meets by rejecting and a person by being refused.
 */
export type DecisionContext = {
  reason?: string | null;
  rule?: { label: string; version: number } | null;
  nightlyCap?: number | null;
  overCap?: 'reject' | 'refuse';
};

export const SOLD_OUT_AT_BID_PRICES = 'sold_out_at_bid_prices';
export const BELOW_HOTEL_PRICE = 'below_hotel_price';
const HOTEL_DECLINED = 'hotel_declined';
/** Why a bid that waited too long ends, by the status it waited in. */
const EXPIRY_REASONS: Partial<Record<BidStatus, string>> = {
  pending: 'no_answer_in_time',
  counteroffer: 'counter_expired',
  accepted: 'not_paid_in_time',
};
/** How far back a hotel's decisions count for the chance of a new bid. */
const CHANCE_HISTORY_DAYS = 90;
/** The advisory lock's first key: with the hotel as the second, acceptances of one hotel take turns. */
const NIGHTLY_CAP_LOCK = 4_242_002;
type Deps = {
  db: Db;
  repository: BidsRepository;
  clock: Clock;
  queue: Queue;
  mail: MailService;
  push: PushService;
  hotels: HotelsService;
  customers: CustomersService;
  /** The hotel's active rule set; read when a bid's chance is asked. */
  ruleSetOf: (hotelId: number) => Promise<RuleSet>;
  /** The chance answers each customer had in the last minute. */
  chances: CallLimit;
  chanceLimitPerMinute: number;
};

type BidBody = z.output<typeof createBidBodySchema>;

const DECIDED_STATUS = { accept: 'accepted', reject: 'rejected', counter: 'counteroffer' } as const;
const DECLINE_STATUSES = new Set<unknown>([2, 'rejected', 'declined']);
const formatMoney = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export type BidsService = ReturnType<typeof createBidsService>;

export function createBidsService(deps: Deps) {
  const { db, repository, clock, queue, mail, push, hotels, customers, ruleSetOf, chances, chanceLimitPerMinute } =
    deps;

  /** The customer is read before the caller's transaction: PGlite has one connection. */
  type Recipient = { email: string; name: string };

  function mailOf(template: 'bid-registered' | 'bid-decided', customer: Recipient, bid: Bid): MailJob {
    const zone = typeof bid.booking.time_zone === 'string' ? bid.booking.time_zone : undefined;
    const deadline = bid.pay_by ?? bid.counter_offer?.valid_until ?? null;
    const reason = reasonText(bid.reason);
    const data = {
      name: customer.name,
      hotelName: bid.booking.hotel_name,
      bid: formatMoney(bid.bid, bid.currency),
      status: bid.status,
      ...(bid.counter_offer && { counter: formatMoney(bid.counter_offer.amount_to_pay, bid.currency) }),
      ...(deadline && { deadline: formatDeadline(new Date(deadline), zone) }),
      ...(reason && { reason }),
    };
    return { template, to: customer.email, data };
  }

  /** The one place a bid's news is told the customer: by mail and by push, each its channel's job. */
  function tell(customer: Recipient, bid: Bid): NewJob[] {
    const mailed = mailOf('bid-decided', customer, bid);
    const pushed = push.bidNews(bid, mailed.data ?? {});
    return pushed ? [mail.job({ ...mailed, notice: pushed.notice }), pushed.job] : [mail.job(mailed)];
  }

  /** One mail for a bid; for a group, one naming its hotels first choice first. */
  function registeredMail(customer: Recipient, bids: Bid[]): MailJob {
    const job = mailOf('bid-registered', customer, bids[0]!);
    if (bids.length === 1) return job;
    return { ...job, data: { ...job.data, hotels: bids.map((bid) => bid.booking.hotel_name).join(', then ') } };
  }

  async function requireOwnBid(customerId: string, bidId: string): Promise<BidRow> {
    const row = await repository.find(bidId);
    if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.bids.notFound);
    return row;
  }

  /** The rate a bid names, read from the partner as the customer's browsing. */
  async function priceRate(body: BidBody) {
    const { booking } = body;
    const stay = {
      checkin: booking.check_in,
      checkout: booking.check_out,
      residency: booking.residency,
      language: 'en',
      currency: body.currency,
      guests: booking.guests,
      hid: body.hotel_id,
    };
    const page = await hotels.hotelPage(stay, { client: `account:${body.customer_id}` });
    const rate = findRate(page.hotels[0]?.rates ?? [], booking.book_hash, booking.match_hash);
    if (!rate) throw new AppError('conflict', messages.bids.rateGone);
    return rate;
  }

  /** Refuses an answer to a bid its group's acceptance at another hotel ended, with its reason. */
  async function conflictOf(bidId: string, tx?: Tx) {
    const now = await repository.find(bidId, tx);
    return new AppError(
      'conflict',
      now?.reason === ANOTHER_HOTEL_ACCEPTED ? messages.bids.anotherHotelAccepted : messages.bids.notAllowed,
    );
  }

  /**
   * A decision lands only on a pending bid; the customer (read before any transaction: PGlite has one connection)
   * hears of it live and by mail, in one statement. An acceptance or a counter-offer queues the customer's deadline in
   * the same transaction: a decision without its deadline would never lapse, and a rule's job run again finds the bid
   * no longer pending.
   */
  async function applyDecision(
    row: BidRow,
    decision: Decision,
    decidedBy: string,
    context: DecisionContext,
    customer: Recipient,
    tx?: Tx,
  ): Promise<Bid> {
    if (!tx && decision.action !== 'reject') {
      return db.transaction((own) => applyDecision(row, decision, decidedBy, context, customer, own));
    }
    const now = clock.now();
    const changes = {
      status: DECIDED_STATUS[decision.action],
      counterAmount: decision.action === 'counter' ? decision.amount : null,
      decidedBy,
      reason: context.reason ?? (decision.action === 'reject' ? HOTEL_DECLINED : null),
      ruleLabel: context.rule?.label ?? null,
      ruleVersion: context.rule?.version ?? null,
      decidedAt: now,
      updatedAt: now,
    };
    const decided = await repository.decide(row.id, changes, tell(customer, toBid({ ...row, ...changes })), tx);
    if (!decided) throw await conflictOf(row.id, tx);
    await awaitCustomer(decided, tx);
    return toBid(decided);
  }

  /** An accepted bid waits 48 hours for its payment, a counter-offer 24 for its booking: each deadline is a job, once. */
  function awaitCustomer(row: BidRow, tx?: Tx) {
    const { counterValidUntil, payBy } = bidDeadlines(row);
    const deadline = counterValidUntil ?? payBy;
    if (!deadline) return Promise.resolve();
    const dedupeKey = `${BID_EXPIRY_JOB}:${row.id}:${row.status}`;
    return queue.enqueue(BID_EXPIRY_JOB, { bidId: row.id }, { runAt: deadline, dedupeKey }, tx);
  }

  /** The stay a bid is for, as the chance and the limits compare it. */
  const stayOf = (body: BidBody) => ({
    checkIn: body.booking.check_in,
    checkOut: body.booking.check_out,
    guests: JSON.stringify(body.booking.guests),
  });

  type Priced = Awaited<ReturnType<typeof pricedBid>>;

  /** A known hotel and a stay not begun: checked before the partner is asked for anything. */
  function assertOpenStay(body: BidBody, hotel: HotelMinimal | undefined): HotelMinimal {
    if (!hotel) throw new AppError('not_found', messages.hotels.notFound);
    if (body.booking.check_in < today(clock.now())) {
      throw new AppError('invalid_input', messages.bids.pastDates, { 'booking.check_in': messages.bids.pastDates });
    }
    return hotel;
  }

  const hotelOfStay = async (body: BidBody) => assertOpenStay(body, await hotels.catalogue().hotel(body.hotel_id));

  /** What newCreateBid and bidChance check after the stay: a rate the partner still has, below its listed price. */
  async function pricedBid(body: BidBody, hotel: HotelMinimal) {
    const rate = await priceRate(body);
    const listed = listedPrice(rate);
    if (body.bid >= listed)
      throw new AppError('invalid_input', messages.bids.atOrAboveListed, { bid: messages.bids.atOrAboveListed });
    return { hotel, rate, listed, floor: bidFloor(rate) };
  }

  type StayBids = Awaited<ReturnType<BidsRepository['bidsOfStay']>>;

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
    if (allowedAt) throw new AppError('rate_limited', messages.bids.tooManyOnStay(formatDeadline(allowedAt, zone)));
    return made;
  }

  /** The hotel's decisions on stays like this one, as shares of the listed price. */
  async function similarDecisions(hotelId: number, stay: { checkIn: string; madeOn: string }) {
    const since = new Date(clock.now().getTime() - CHANCE_HISTORY_DAYS * DAY_MS);
    const decided = (past: PastBid) => ['accepted', 'completed', 'rejected'].includes(past.status);
    return (await repository.historyOfHotel(hotelId, since))
      .filter((past) => decided(past) && past.listed > 0 && isSimilarStay(past, stay))
      .map((past) => ({
        checkIn: past.checkIn,
        madeOn: past.madeOn,
        share: past.bid / past.listed,
        accepted: past.status !== 'rejected' && past.counterAmount === null,
      }));
  }

  async function chanceOf(body: BidBody, priced: Priced): Promise<BidChanceAnswer> {
    const { listed, floor, rate } = priced;
    const stay = {
      checkIn: body.booking.check_in,
      checkOut: body.booking.check_out,
      roomName: rate.room_name ?? '',
      madeOn: today(clock.now()),
    };
    const ruleSet = await ruleSetOf(body.hotel_id);
    const accepted = await repository.acceptedStaysOverlapping(body.hotel_id, stay);
    const history = await similarDecisions(body.hotel_id, stay);
    const soldOut = exceedsNightlyCap(stay, accepted, ruleSet.nightlyCap);
    const chance = bidChance(body.bid, { listed, floor, stay, ruleSet, history, soldOut });
    return { ...chance, currency: body.currency };
  }

  /** Up to three other hotels of the bid's city with rooms for its stay, listed within 15 % of the bid, closest first. */
  async function alternativesTo(row: BidRow, body: BidBody): Promise<BidAlternatives['hotels']> {
    const hotel = await hotels.catalogue().hotel(row.hotelId);
    if (!hotel) return [];
    const { booking } = body;
    const found = await hotels.searchRegion({
      checkin: booking.check_in,
      checkout: booking.check_out,
      residency: booking.residency,
      language: 'en',
      currency: body.currency,
      guests: booking.guests,
      region_id: hotel.region_id,
    });
    const chosen = found.hotels
      .filter((other) => other.hid !== row.hotelId && other.rates[0])
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
    group: { groupId: string; rank: number } | null,
  ): BidRow {
    const now = clock.now();
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
      decidedAt: null,
      deletedAt: null,
      groupId: group?.groupId ?? null,
      groupRank: group?.rank ?? null,
      createdAt: now,
      updatedAt: now,
    };
  }

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

  /**
   * An acceptance under a nightly cap: the hotel's acceptances take turns, so concurrent ones never
   * count past it. Over the cap, a rule rejects the bid and a person is refused.
   */
  async function acceptWithinCap(
    row: BidRow,
    decidedBy: string,
    context: DecisionContext,
    cap: number,
    customer: Recipient,
    tx: Tx,
  ) {
    const { check_in: checkIn, check_out: checkOut } = row.snapshot as { check_in: string; check_out: string };
    await tx.execute(sql`select pg_advisory_xact_lock(${NIGHTLY_CAP_LOCK}, ${row.hotelId})`);
    const accepted = await repository.acceptedStaysOverlapping(row.hotelId, { checkIn, checkOut }, tx);
    if (!exceedsNightlyCap({ checkIn, checkOut }, accepted, cap))
      return applyDecision(row, { action: 'accept' }, decidedBy, context, customer, tx);
    if (context.overCap !== 'reject') throw new AppError('conflict', messages.bids.soldOutAtBidPrices);
    return applyDecision(
      row,
      { action: 'reject' },
      decidedBy,
      { ...context, reason: SOLD_OUT_AT_BID_PRICES },
      customer,
      tx,
    );
  }

  /** Once one bid of a group is taken, the group's others end at once, in the same transaction. */
  async function endOthersOfGroup(kept: BidRow, tx: Tx) {
    if (!kept.groupId) return;
    const now = clock.now();
    await repository.endOthersOfGroup(
      kept.groupId,
      kept.id,
      { status: 'rejected', decidedBy: 'system', reason: ANOTHER_HOTEL_ACCEPTED, decidedAt: now, updatedAt: now },
      tx,
    );
  }

  /**
   * An acceptance, in one transaction: under the hotel's nightly cap if it has one, and, for a bid of a group, with
   * the group locked so that of concurrent acceptances at its hotels exactly one stands and ends the others.
   */
  function accept(row: BidRow, decidedBy: string, context: DecisionContext, customer: Recipient) {
    return db.transaction(async (tx) => {
      if (row.groupId) await repository.lockGroup(row.groupId, tx);
      const decided =
        context.nightlyCap != null
          ? await acceptWithinCap(row, decidedBy, context, context.nightlyCap, customer, tx)
          : await applyDecision(row, { action: 'accept' }, decidedBy, context, customer, tx);
      if (decided.status === 'accepted') await endOthersOfGroup({ ...row, id: decided.id }, tx);
      return decided;
    });
  }

  /**
   * A bid its hotel's rule left to a person gets its deadline, 5 business days from when it was made; queued by the
   * rule's job, so a bid a rule decides at once never has one. Once, however often that job runs.
   */
  async function awaitDecision(row: BidRow) {
    const expiresAt = addBusinessDays(row.createdAt, BID_DECISION_BUSINESS_DAYS);
    await queue.enqueue(
      BID_EXPIRY_JOB,
      { bidId: row.id },
      { runAt: expiresAt, dedupeKey: `${BID_EXPIRY_JOB}:${row.id}` },
    );
    await push.tellPartnersOfWaiting(toBid(row), expiresAt);
  }

  /** A bid and the other bids of its group, first choice first; a bid of one hotel alone. */
  async function rankedGroupOf(bidId: string): Promise<BidRow[]> {
    const groupId = await repository.groupIdOf(bidId);
    if (groupId) return repository.ofGroup(groupId);
    const row = await repository.find(bidId);
    return row ? [row] : [];
  }

  /** The answer must be one the bid allows: an acceptance at or above the floor and within the cap, a counter within the rules. */
  async function decideBid(row: BidRow, decision: Decision, decidedBy: string, context: DecisionContext = {}) {
    if (row.reason === ANOTHER_HOTEL_ACCEPTED) throw new AppError('conflict', messages.bids.anotherHotelAccepted);
    if (decision.action === 'accept' && row.bid < row.floor) throw new AppError('conflict', messages.bids.belowFloor);
    if (
      decision.action === 'counter' &&
      !isValidCounter({ bid: row.bid, listed: row.amount, floor: row.floor }, decision.amount)
    ) {
      throw new AppError('invalid_input', messages.bids.invalidCounter, { amount: messages.bids.invalidCounter });
    }
    const customer = await customers.recipient(row.customerId);
    if (decision.action === 'accept' && (context.nightlyCap != null || row.groupId))
      return accept(row, decidedBy, context, customer);
    return applyDecision(row, decision, decidedBy, context, customer);
  }

  return {
    /** A customer's own bid, as stored; another's is not found. */
    ownBid: requireOwnBid,
    /** The partner's reads of the bids of its hotels. */
    listOfHotels: repository.listOfHotels,
    pageOfHotels: repository.pageOfHotels,
    historyOfHotel: repository.historyOfHotel,
    forDashboard: repository.forDashboard,

    /**
     * A bid, or one bid to several hotels (`alsoAt`): all in one city, each checked as a bid alone, first what asks
     * nothing of the partner (the stay, the account, the limits), then each hotel's rate re-read from the partner;
     * every bid written at once or none. A group's rules run in one job, first choice first, so that of two rules that
     * would accept, the first choice's wins.
     */
    async createBid(customerId: string, body: BidBody): Promise<Bid> {
      const bodies = bodiesOf(body);
      const found = await Promise.all(bodies.map(({ hotel_id }) => hotels.catalogue().hotel(hotel_id)));
      assertOneCity(found.map((hotel) => hotel?.region_id));
      const known = bodies.map((each, index) => assertOpenStay(each, found[index]));
      const customer = await customers.activeAccount(customerId);
      if (!customer) throw new AppError('unauthorized', messages.auth.sessionInvalid);
      const made: StayBids[] = [];
      for (const each of bodies) made.push(await assertMayBid(customerId, each, body.time_zone));
      const priced: Priced[] = [];
      for (const [index, each] of bodies.entries()) {
        const one = await pricedBid(each, known[index]!);
        assertNoneOnRate(made[index]!, each.booking.book_hash, one.rate.match_hash);
        priced.push(one);
      }
      const groupId = bodies.length > 1 ? randomUUID() : null;
      const rows = bodies.map((each, index) =>
        newBidRow(customerId, each, priced[index]!, groupId === null ? null : { groupId, rank: index + 1 }),
      );
      const mails = [mail.job(registeredMail(customer, rows.map(toBid)))];
      const rules = queue.job(BID_RULES_JOB, { bidId: rows[0]!.id });
      const inserted =
        rows.length === 1
          ? await repository.insertWithJobs(rows[0]!, [...mails, rules])
          : await repository.insertGroupWithJobs(rows, [...mails, rules]);
      if (!inserted) throw new AppError('conflict', messages.bids.pendingOnRate);
      queue.wake(BID_RULES_JOB);
      return toBid(rows[0]!);
    },

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
      const row = await requireOwnBid(customerId, bidId);
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

    /** Tells the bid's customer and its hotel's partners of a bid made for the customer (a standing bid's). */
    async announce(bid: Bid) {
      const event = { customerId: bid.customer_id, bidId: bid.id, status: bid.status, hotelId: bid.hotel_id };
      await db.execute(sql`select pg_notify(${BID_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },

    customerBids: async (customerId: string) => (await repository.listOfCustomer(customerId)).map(toBid),

    /**
     * Only bids that wait for nobody, or an accepted one not yet paid (it is withdrawn), can go: a deletion racing a
     * decision or a payment has one winner. Answers the status the bid had.
     */
    async deleteBid(customerId: string, bidId: string): Promise<BidStatus> {
      const before = await requireOwnBid(customerId, bidId);
      const deleted = await repository.transition(
        bidId,
        statusesAllowing('delete'),
        { deletedAt: clock.now() },
        { customerId },
      );
      if (!deleted) throw new AppError('conflict', messages.bids.notAllowed);
      return before.status as BidStatus;
    },

    /** A group goes whole: every bid of it, or none when one waits for the customer's payment or decline. */
    async deleteGroup(customerId: string, groupId: string) {
      const group = await repository.ofGroup(groupId);
      if (!group.some((row) => row.customerId === customerId)) throw new AppError('not_found', messages.bids.notFound);
      const deleted = await repository.deleteGroup(customerId, groupId, statusesAllowing('delete'), clock.now());
      if (!deleted) throw new AppError('conflict', messages.bids.notAllowed);
    },

    async declineCounter(customerId: string, bidId: string, status: unknown): Promise<Bid> {
      if (!DECLINE_STATUSES.has(status)) throw new AppError('forbidden', messages.bids.onlyDecline);
      await requireOwnBid(customerId, bidId);
      const now = clock.now();
      const declined = await repository.transition(
        bidId,
        statusesAllowing('decline'),
        {
          status: 'rejected',
          decidedBy: 'customer',
          reason: 'counter_declined',
          decidedAt: now,
          updatedAt: now,
        },
        { customerId, announce: true },
      );
      if (!declined) throw new AppError('conflict', messages.bids.notAllowed);
      return toBid(declined);
    },

    /** A bid the decider answers for: one of its hotels' bids. */
    async bidInScope(bidId: string, scope: HotelScope): Promise<BidRow> {
      const row = await repository.find(bidId);
      if (!row || (scope !== 'all' && !scope.includes(row.hotelId)))
        throw new AppError('not_found', messages.bids.notFound);
      return row;
    },

    /** An answer to a bid the caller has just read. */
    decideBid,

    awaitDecision,

    /** A bid whose rule's job failed for good waits for a person all the same, and expires if none answers. */
    async leaveToPerson(bidId: string) {
      for (const row of await rankedGroupOf(bidId)) if (row.status === 'pending') await awaitDecision(row);
    },

    rankedGroupOf,

    /**
     * A deadline passed: a bid nobody answered, a counter-offer not booked or an accepted bid not paid becomes rejected
     * with its reason and a mail, once; a bid that moved on in the meantime stays as it is.
     */
    async expire(bidId: string) {
      const row = await repository.find(bidId);
      const reason = row && EXPIRY_REASONS[row.status as BidStatus];
      if (!row || !reason) return;
      const { expiresAt, counterValidUntil, payBy } = bidDeadlines(row);
      const deadline = expiresAt ?? counterValidUntil ?? payBy;
      if (deadline && deadline > clock.now()) return;
      if (row.status === 'pending') {
        const customer = await customers.recipient(row.customerId);
        await applyDecision(row, { action: 'reject' }, 'system', { reason }, customer).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        });
        return;
      }
      const customer = await customers.recipient(row.customerId);
      const now = clock.now();
      const changes = { status: 'rejected', decidedBy: 'system', reason, updatedAt: now };
      const ended = toBid({ ...row, ...changes });
      await repository.transitionWithJob(row.id, row.status as BidStatus, changes, tell(customer, ended));
    },

    /** Whether an accepted bid or a counter-offer can still be paid now. */
    assertPayable(row: BidRow) {
      const { counterValidUntil, payBy } = bidDeadlines(row);
      if (counterValidUntil && counterValidUntil <= clock.now())
        throw new AppError('conflict', messages.bids.counterExpired);
      if (payBy && payBy <= clock.now()) throw new AppError('conflict', messages.bids.payByPassed);
    },

    /**
     * A bid's payment, in the transaction that records it: the bid's group is locked and its other hotels end,
     * so that of two counter-offers paid at once one stands. False when another hotel of the group came first:
     * that payment goes back.
     */
    async claimPayment(bidId: string, tx: Tx): Promise<boolean> {
      const row = await repository.find(bidId, tx);
      if (!row?.groupId) return true;
      await repository.lockGroup(row.groupId, tx);
      const locked = await repository.find(bidId, tx);
      if (!locked || locked.reason === ANOTHER_HOTEL_ACCEPTED) return false;
      await endOthersOfGroup(locked, tx);
      return true;
    },

    /** A paid bid is completed, in the transaction that confirms its booking; a paid counter-offer ends its group. */
    async complete(bidId: string, tx: Tx) {
      const now = clock.now();
      const row = await repository.find(bidId, tx);
      if (row?.groupId) await repository.lockGroup(row.groupId, tx);
      const completed = await repository.transition(
        bidId,
        statusesAllowing('complete'),
        { status: 'completed', updatedAt: now },
        { tx, announce: true },
      );
      if (completed) await endOthersOfGroup(completed, tx);
    },
  };
}
