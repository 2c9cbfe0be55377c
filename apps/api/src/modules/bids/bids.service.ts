import { randomUUID } from 'node:crypto';
import {
  BID_DECISION_BUSINESS_DAYS,
  addBusinessDays,
  bidFloor,
  exceedsNightlyCap,
  isValidCounter,
  listedPrice,
  messages,
  statusesAllowing,
  type Bid,
  type createBidBodySchema,
} from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MailJob, MailService } from '../mail/mail.service.ts';
import { BID_EVENTS_CHANNEL, createBidsRepository, toBid, type BidRow, type HotelScope } from './bids.repository.ts';
import { findRate, rateSnapshot } from './rate-snapshot.ts';

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
/** The advisory lock's first key: with the hotel as the second, acceptances of one hotel take turns. */
const NIGHTLY_CAP_LOCK = 4_242_002;
type Deps = {
  db: Db;
  clock: Clock;
  queue: Queue;
  mail: MailService;
  hotels: HotelsService;
  customers: CustomersService;
};

const DECIDED_STATUS = { accept: 'accepted', reject: 'rejected', counter: 'counteroffer' } as const;
const DECLINE_STATUSES = new Set<unknown>([2, 'rejected', 'declined']);
const today = (now: Date) => now.toISOString().slice(0, 10);
const formatMoney = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export type BidsService = ReturnType<typeof createBidsService>;

export function createBidsService({ db, clock, queue, mail, hotels, customers }: Deps) {
  const repository = createBidsRepository(db);

  /** The customer is read before the caller's transaction: PGlite has one connection. */
  type Recipient = { email: string; name: string };

  function mailOf(template: 'bid-registered' | 'bid-decided', customer: Recipient, bid: Bid): MailJob {
    const data = {
      name: customer.name,
      hotelName: bid.booking.hotel_name,
      bid: formatMoney(bid.bid, bid.currency),
      status: bid.status,
      ...(bid.counter_offer && { counter: formatMoney(bid.counter_offer.amount_to_pay, bid.currency) }),
    };
    return { template, to: customer.email, data };
  }

  async function requireOwnBid(customerId: string, bidId: string): Promise<BidRow> {
    const row = await repository.find(bidId);
    if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.bids.notFound);
    return row;
  }

  async function priceRate(body: z.output<typeof createBidBodySchema>) {
    const { booking } = body;
    const page = await hotels.hotelPage({
      checkin: booking.check_in,
      checkout: booking.check_out,
      residency: booking.residency,
      language: 'en',
      currency: body.currency,
      guests: booking.guests,
      hid: body.hotel_id,
    });
    const rate = findRate(page.hotels[0]?.rates ?? [], booking.book_hash, booking.match_hash);
    if (!rate) throw new AppError('conflict', messages.bids.rateGone);
    return rate;
  }

  /** A decision lands only on a pending bid; the customer hears of it live and by mail, in one statement. */
  async function applyDecision(row: BidRow, decision: Decision, decidedBy: string, context: DecisionContext, tx?: Tx) {
    const customer = await customers.recipient(row.customerId);
    const now = clock.now();
    const changes = {
      status: DECIDED_STATUS[decision.action],
      counterAmount: decision.action === 'counter' ? decision.amount : null,
      decidedBy,
      reason: context.reason ?? null,
      ruleLabel: context.rule?.label ?? null,
      ruleVersion: context.rule?.version ?? null,
      decidedAt: now,
      updatedAt: now,
    };
    const mailed = mail.job(mailOf('bid-decided', customer, toBid({ ...row, ...changes })));
    const decided = await repository.decide(row.id, changes, mailed, tx);
    if (!decided) throw new AppError('conflict', messages.bids.notAllowed);
    return toBid(decided);
  }

  /**
   * An acceptance under a nightly cap: the hotel's acceptances take turns, so concurrent ones never
   * count past it. Over the cap, a rule rejects the bid and a person is refused.
   */
  function acceptWithinCap(row: BidRow, decidedBy: string, context: DecisionContext, cap: number) {
    const { check_in: checkIn, check_out: checkOut } = row.snapshot as { check_in: string; check_out: string };
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NIGHTLY_CAP_LOCK}, ${row.hotelId})`);
      const accepted = await repository.acceptedStaysOverlapping(row.hotelId, { checkIn, checkOut }, tx);
      if (!exceedsNightlyCap({ checkIn, checkOut }, accepted, cap))
        return applyDecision(row, { action: 'accept' }, decidedBy, context, tx);
      if (context.overCap !== 'reject') throw new AppError('conflict', messages.bids.soldOutAtBidPrices);
      return applyDecision(row, { action: 'reject' }, decidedBy, { ...context, reason: SOLD_OUT_AT_BID_PRICES }, tx);
    });
  }

  /**
   * A bid its hotel's rule left to a person gets its deadline, 5 business days from when it was made; queued by the
   * rule's job, so a bid a rule decides at once never has one. Once, however often that job runs.
   */
  function awaitDecision(row: BidRow) {
    return queue.enqueue(
      BID_EXPIRY_JOB,
      { bidId: row.id },
      {
        runAt: addBusinessDays(row.createdAt, BID_DECISION_BUSINESS_DAYS),
        dedupeKey: `${BID_EXPIRY_JOB}:${row.id}`,
      },
    );
  }

  /** The answer must be one the bid allows: an acceptance at or above the floor and within the cap, a counter within the rules. */
  function decideBid(row: BidRow, decision: Decision, decidedBy: string, context: DecisionContext = {}) {
    if (decision.action === 'accept' && row.bid < row.floor) throw new AppError('conflict', messages.bids.belowFloor);
    if (
      decision.action === 'counter' &&
      !isValidCounter({ bid: row.bid, listed: row.amount, floor: row.floor }, decision.amount)
    ) {
      throw new AppError('invalid_input', messages.bids.invalidCounter, { amount: messages.bids.invalidCounter });
    }
    if (decision.action === 'accept' && context.nightlyCap != null)
      return acceptWithinCap(row, decidedBy, context, context.nightlyCap);
    return applyDecision(row, decision, decidedBy, context);
  }

  return {
    repository,

    async createBid(customerId: string, body: z.output<typeof createBidBodySchema>): Promise<Bid> {
      const hotel = hotels.catalogue().hotel(body.hotel_id);
      if (!hotel) throw new AppError('not_found', messages.hotels.notFound);
      if (body.booking.check_in < today(clock.now())) {
        throw new AppError('invalid_input', messages.bids.pastDates, { 'booking.check_in': messages.bids.pastDates });
      }
      const rate = await priceRate(body);
      const listed = listedPrice(rate);
      if (body.bid >= listed)
        throw new AppError('invalid_input', messages.bids.atOrAboveListed, { bid: messages.bids.atOrAboveListed });
      const customer = await customers.activeAccount(customerId);
      if (!customer) throw new AppError('unauthorized', messages.auth.sessionInvalid);
      const now = clock.now();
      const { booking } = body;
      const snapshot = rateSnapshot(
        rate,
        {
          check_in: booking.check_in,
          check_out: booking.check_out,
          residency: booking.residency,
          currency: body.currency,
          guests: booking.guests,
        },
        hotel,
      );
      const row: BidRow = {
        id: randomUUID(),
        customerId,
        hotelId: hotel.hid,
        amount: listed,
        bid: body.bid,
        floor: bidFloor(rate),
        currency: body.currency,
        status: 'pending',
        counterAmount: null,
        snapshot,
        decidedBy: null,
        reason: null,
        ruleLabel: null,
        ruleVersion: null,
        decidedAt: null,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await repository.insertWithJobs(row, [
        mail.job(mailOf('bid-registered', customer, toBid(row))),
        queue.job(BID_RULES_JOB, { bidId: row.id }),
      ]);
      return toBid(row);
    },

    /** Tells the bid's customer and its hotel's partners of a bid made for the customer (a standing bid's). */
    async announce(bid: Bid) {
      const event = { customerId: bid.customer_id, bidId: bid.id, status: bid.status, hotelId: bid.hotel_id };
      await db.execute(sql`select pg_notify(${BID_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },

    customerBids: async (customerId: string) => (await repository.listOfCustomer(customerId)).map(toBid),

    /** Only bids that wait for nobody can go: a deletion racing a decision has one winner. */
    async deleteBid(customerId: string, bidId: string) {
      await requireOwnBid(customerId, bidId);
      const deleted = await repository.transition(
        bidId,
        statusesAllowing('delete'),
        { deletedAt: clock.now() },
        { customerId },
      );
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
          reason: 'counter-offer declined',
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
      const row = await repository.find(bidId);
      if (row?.status === 'pending') await awaitDecision(row);
    },

    /** The deadline: a bid nobody answered becomes rejected, reason expired. */
    async expire(bidId: string) {
      const row = await repository.find(bidId);
      if (row?.status !== 'pending') return;
      await applyDecision(row, { action: 'reject' }, 'system', { reason: 'expired' }).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      });
    },

    /** A paid bid is completed, in the transaction that confirms its booking. */
    async complete(bidId: string, tx: Tx) {
      const now = clock.now();
      await repository.transition(
        bidId,
        statusesAllowing('complete'),
        { status: 'completed', updatedAt: now },
        { tx, announce: true },
      );
    },
  };
}
