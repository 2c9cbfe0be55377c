import {
  DAY_MS,
  HOUR_MS,
  acceptingRate,
  bidFloor,
  bidsBelowSomeRoom,
  inTurns,
  listedPrice,
  messages,
  standingBidBlock,
  standingBidCapBreached,
  type Bid,
  type Currency,
  type BidStatus,
  type StandingBid,
  type StandingBidStay,
  type createStandingBidBodySchema,
} from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BidsService } from '../bids/bids.service.ts';
import { partnerSearchOf } from '../bids/partner-search.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { PaymentMethodsService } from '../payments/payment-methods.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { mailMoney, type MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { YieldRulesService } from '../yield-rules/yield-rules.service.ts';
import type { NewStandingBid, StandingBidRow, StandingBidsRepository } from './standing-bids.repository.ts';
import { defineJob } from '../../jobs/job-definition.ts';

export const STANDING_BIDS_SWEEP_JOB = defineJob('standing-bids-sweep', z.object({}));

/** How many standing bids one run checks: each check asks the partner for a hotel page. */
export const CHECKS_PER_RUN = 20;
/** The sweep runs every hour; each standing bid is checked once a day, and at once when its hotel's rules change. */
const SWEEP_EVERY_MS = HOUR_MS;
/** A check the partner was too busy to answer waits this long. */
const BUSY_RETRY_MS = 5 * 60 * 1000;
/** A run that left standing bids due starts the next one this soon. */
const NEXT_BATCH_MS = 60 * 1000;

/** The bids a customer already holds for a stay: a standing bid then places none. */
const HOLDING: ReadonlySet<BidStatus> = new Set(['pending', 'accepted']);

type Deps = {
  db: Db;
  repository: StandingBidsRepository;
  clock: Clock;
  queue: Queue;
  mail: MailService;
  push: PushService;
  bids: BidsService;
  hotels: HotelsService;
  customers: CustomersService;
  cards: Pick<PaymentMethodsService, 'savedCard'>;
  /** The hotels' rule sets: a standing bid is placed when its hotel's rules would accept it, checked again when they change. */
  rules: YieldRulesService;
  log: FastifyBaseLogger;
};

type CreateBody = z.output<typeof createStandingBidBodySchema>;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const nextHour = (now: Date) => new Date(Math.floor(now.getTime() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS + SWEEP_EVERY_MS);

export type StandingBidsService = ReturnType<typeof createStandingBidsService>;

export function createStandingBidsService(deps: Deps) {
  const { db, repository, clock, queue, mail, push, bids, hotels, customers, cards, rules, log } = deps;

  async function toStandingBid(row: StandingBidRow): Promise<StandingBid> {
    const hotel = await hotels.catalogue().hotel(row.hotelId);
    return {
      id: row.id,
      hotel_id: row.hotelId,
      hotel_name: hotel?.name ?? messages.hotels.unknownHotel,
      check_in: row.checkIn,
      check_out: row.checkOut,
      guests: row.guests,
      amount: row.amount,
      currency: row.currency,
      until: row.until,
      status: row.status as StandingBid['status'],
      bid_id: row.bidId,
      last_checked: row.lastCheckedAt?.toISOString() ?? null,
      created: row.createdAt.toISOString(),
      autopay: row.autopayPaymentMethod !== null,
    };
  }

  /** A sweep soon; any number may wait at once, as each claims its own standing bids. */
  const sweepSoon = (runAt = clock.now()) => queue.enqueue(STANDING_BIDS_SWEEP_JOB, {}, { runAt });

  /** The hourly sweep, once per hour however many runs ask for it. */
  const sweepNextHour = (now: Date) => {
    const runAt = nextHour(now);
    return queue.enqueue(
      STANDING_BIDS_SWEEP_JOB,
      {},
      { runAt, dedupeKey: `${STANDING_BIDS_SWEEP_JOB.name}:${runAt.toISOString()}` },
    );
  };

  /** The customer hears a standing bid placed a bid, or ended with none, by mail and push as they chose. */
  async function tell(row: StandingBidRow, template: 'standing-bid-placed' | 'standing-bid-ended') {
    const customer = await customers.recipient(row.customerId);
    const words = {
      hotelName: (await hotels.catalogue().hotel(row.hotelId))?.name,
      bid: mailMoney(row.amount, row.currency),
      checkIn: row.checkIn,
      checkOut: row.checkOut,
    };
    const outcome = template === 'standing-bid-placed' && row.bidId ? { placed: row.bidId } : 'ended';
    const notice = await push.tellStandingBid(row.customerId, row.id, outcome, words);
    await mail.enqueue({ template, to: customer.email, data: { name: customer.name, ...words }, notice });
  }

  async function end(row: StandingBidRow, now: Date) {
    const ended = await repository.end(row.id, 'ended', now);
    if (ended) await tell(ended, 'standing-bid-ended');
  }

  async function holdsBidFor(row: StandingBidRow) {
    const held = await bids.customerBids(row.customerId);
    return held.some(
      (bid: Bid) =>
        bid.hotel_id === row.hotelId &&
        bid.booking.check_in === row.checkIn &&
        bid.booking.check_out === row.checkOut &&
        HOLDING.has(bid.status),
    );
  }

  /** The hotel's rates for the standing bid's stay, as the partner prices them now. */
  async function ratesOfStay(
    stay: Pick<StandingBidRow, 'hotelId' | 'checkIn' | 'checkOut' | 'residency' | 'guests' | 'currency'>,
  ) {
    const kept = { check_in: stay.checkIn, check_out: stay.checkOut, residency: stay.residency, guests: stay.guests };
    const page = await hotels.hotelPage({ ...partnerSearchOf(kept, stay.currency), hid: stay.hotelId });
    return page.hotels[0]?.rates ?? [];
  }

  /** The rate the hotel's rule lines would accept the amount for today, if any. */
  async function acceptingRateFor(row: StandingBidRow, today: string) {
    const rates = (await ratesOfStay(row)).flatMap((rate) =>
      rate.book_hash
        ? [
            {
              rate: { bookHash: rate.book_hash, matchHash: rate.match_hash },
              listed: listedPrice(rate),
              floor: bidFloor(rate),
              roomName: rate.room_name,
            },
          ]
        : [],
    );
    const stay = { checkIn: row.checkIn, checkOut: row.checkOut, madeOn: today };
    return acceptingRate(row.amount, stay, rates, await rules.activeRuleSet(row.hotelId));
  }

  /** Places the bid through the bids service's own create path; a refused one gives today's try back. */
  async function place(row: StandingBidRow, rate: { bookHash: string; matchHash?: string | null }, today: string) {
    const now = clock.now();
    if (!(await repository.takeTodaysTry(row.id, today, now))) return;
    let bid: Bid;
    try {
      bid = await bids.createBid(
        row.customerId,
        {
          customer_id: row.customerId,
          hotel_id: row.hotelId,
          bid: row.amount,
          currency: row.currency as Currency,
          booking: {
            book_hash: rate.bookHash,
            ...(rate.matchHash && { match_hash: rate.matchHash }),
            check_in: row.checkIn,
            check_out: row.checkOut,
            residency: row.residency,
            guests: row.guests,
          },
          ...(row.autopayPaymentMethod && {
            autopay: true,
            payment_method_id: row.autopayPaymentMethod,
            rooms: row.guestNames ?? undefined,
          }),
        },
        row.autopayCustomerIp,
      );
    } catch (error) {
      await repository.giveBackTry(row.id, row.lastBidOn);
      if (error instanceof AppError)
        return log.info({ standingBidId: row.id, error: error.message }, 'standing bid not placed');
      throw error;
    }
    const placed = await repository.end(row.id, 'placed', now, bid.id);
    await bids.announce(bid);
    if (placed) await tell(placed, 'standing-bid-placed');
  }

  function newRow(customerId: string, body: CreateBody, now: Date, customerIp: string | null): NewStandingBid {
    return {
      customerId,
      hotelId: body.hotel_id,
      checkIn: body.check_in,
      checkOut: body.check_out,
      residency: body.residency,
      guests: body.guests,
      amount: body.amount,
      currency: body.currency,
      until: body.until,
      autopayPaymentMethod: body.autopay ? (body.payment_method_id ?? null) : null,
      guestNames: body.autopay ? (body.rooms ?? null) : null,
      autopayCustomerIp: body.autopay ? customerIp : null,
      nextCheckAt: now,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Refuses a standing bid beyond the customer's caps. Run once before pricing, which costs a partner call, and again
   * under the customer's lock in the transaction that inserts, so that concurrent creations cannot pass it together.
   */
  function assertWithinCaps(active: StandingBidStay[], wanted: NewStandingBid) {
    const breached = standingBidCapBreached(active, wanted);
    if (breached === 'customer') throw new AppError('conflict', messages.standingBids.tooManyActive);
    if (breached === 'stay')
      throw new AppError('conflict', messages.standingBids.tooManyForStay, {
        check_in: messages.standingBids.tooManyForStay,
      });
  }

  /** An autopay standing bid names one of the customer's own saved cards. */
  async function assertOwnCard(customerId: string, paymentMethodId: string) {
    const owns = await cards.savedCard(customerId, paymentMethodId).then(
      () => true,
      () => false,
    );
    const message = messages.paymentMethods.cardRequired;
    if (!owns) throw new AppError('invalid_input', message, { payment_method_id: message });
  }

  /** The partner's listed prices decide, never the client's: an amount no room is listed above is a booking. */
  async function assertBidsBelowSomeRoom(wanted: NewStandingBid) {
    const rates = await ratesOfStay(wanted);
    if (!rates.length)
      throw new AppError('conflict', messages.standingBids.noRooms, { check_in: messages.standingBids.noRooms });
    if (!bidsBelowSomeRoom(wanted.amount, rates.map(listedPrice)))
      throw new AppError('invalid_input', messages.standingBids.atOrAboveListed, {
        amount: messages.standingBids.atOrAboveListed,
      });
  }

  /** One standing bid's check: ended when its time is over, placed when the hotel would accept it. */
  async function check(row: StandingBidRow) {
    const now = clock.now();
    const today = dayOf(now);
    const block = standingBidBlock(row as Parameters<typeof standingBidBlock>[0], today);
    if (block === 'over' || block === 'past_stay') return end(row, now);
    if (block) return;
    if (await holdsBidFor(row)) return;
    const candidate = await acceptingRateFor(row, today);
    if (candidate) await place(row, candidate.rate, today);
  }

  /** The hotel's rules changed: its standing bids are checked at once. */
  rules.rulesChanged.subscribe(async (hotelId) => {
    const now = clock.now();
    await repository.dueNowForHotel(hotelId, now);
    await sweepSoon(now);
  });

  return {
    async create(customerId: string, body: CreateBody, customerIp: string | null = null): Promise<StandingBid> {
      if (!(await hotels.catalogue().hotel(body.hotel_id))) throw new AppError('not_found', messages.hotels.notFound);
      const now = clock.now();
      const today = dayOf(now);
      if (body.check_in <= today)
        throw new AppError('invalid_input', messages.bids.pastDates, { check_in: messages.bids.pastDates });
      if (body.until < today)
        throw new AppError('invalid_input', messages.standingBids.untilPast, {
          until: messages.standingBids.untilPast,
        });
      const values = newRow(customerId, body, now, customerIp);
      if (values.autopayPaymentMethod) await assertOwnCard(customerId, values.autopayPaymentMethod);
      assertWithinCaps(await repository.activeStaysOf(customerId), values);
      await assertBidsBelowSomeRoom(values);
      const row = await db.transaction(async (tx) => {
        await repository.lockCustomer(customerId, tx);
        assertWithinCaps(await repository.activeStaysOf(customerId, tx), values);
        return repository.insert(values, tx);
      });
      await sweepSoon(now);
      return toStandingBid(row);
    },

    list: async (customerId: string) => Promise.all((await repository.listOfCustomer(customerId)).map(toStandingBid)),

    async cancel(customerId: string, id: string): Promise<StandingBid> {
      const row = await repository.find(id);
      if (!row || row.customerId !== customerId) throw new AppError('not_found', messages.standingBids.notFound);
      const cancelled = await repository.end(id, 'cancelled', clock.now(), null, customerId);
      if (!cancelled) throw new AppError('conflict', messages.standingBids.notActive);
      return toStandingBid(cancelled);
    },

    /**
     * The job: ends the standing bids whose time is over, then checks at most CHECKS_PER_RUN of those due, customers
     * in turn so that one customer's many cannot spend the run's partner calls, each due again a day later. It stops
     * when the partner is busy, and leaves the rest to a run soon after.
     */
    async sweep() {
      const now = clock.now();
      await sweepNextHour(now);
      for (const row of await repository.endOverdue(dayOf(now), now)) await tell(row, 'standing-bid-ended');
      const claimed = inTurns(
        await repository.claimDue(now, new Date(now.getTime() + DAY_MS), CHECKS_PER_RUN),
        (row) => row.customerId,
      );
      const later = new Date(now.getTime() + BUSY_RETRY_MS);
      for (const [index, row] of claimed.entries()) {
        try {
          await check(row);
        } catch (error) {
          if (error instanceof AppError && error.code === 'unavailable') {
            for (const left of claimed.slice(index)) await repository.checkAgainAt(left.id, later);
            return sweepSoon(later);
          }
          log.error({ err: error, standingBidId: row.id }, 'standing bid check failed');
          await repository.checkAgainAt(row.id, later);
        }
      }
      if (claimed.length === CHECKS_PER_RUN) await sweepSoon(new Date(now.getTime() + NEXT_BATCH_MS));
    },
  };
}
