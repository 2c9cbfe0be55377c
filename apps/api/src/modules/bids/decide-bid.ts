import {
  ANOTHER_HOTEL_ACCEPTED,
  BID_DECISION_BUSINESS_DAYS,
  addBusinessDays,
  bidDeadlines,
  reminderAt,
  exceedsNightlyCap,
  isValidCounter,
  messages,
  type Bid,
  type BidStatus,
  type PartnerRejectReason,
  type RuleLevels,
} from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { NewJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { BID_AUTOPAY_JOB, BID_EXPIRY_JOB, BID_REMINDER_JOB } from './bid-jobs.ts';
import { bidMail, type Recipient } from './bid-mail.ts';
import type { BidRow } from './bids.repository.ts';
import { toBid } from './to-bid.ts';
import type { BidsDeps } from './bids-deps.ts';

/** A rejection by hand may carry the reason the customer reads. */
export type Decision =
  { action: 'accept' } | { action: 'reject'; reason?: PartnerRejectReason } | { action: 'counter'; amount: number };

/**
 * Who answers a bid, and so how: a hotel's rule line (over the nightly cap it rejects), a partner at the console (over
 * the cap it is refused), a deadline that passed with nobody's answer, or the rate's floor under a bid left to a person.
 */
export type Decider =
  | { by: 'rule'; rule: DecidingLine; nightlyCap: number | null }
  | { by: 'partner'; supplierId: string; nightlyCap: number | null }
  | { by: 'deadline'; reason: string }
  | { by: 'floor' };

/** The rule line that decided: its number from 1, its label and levels, and its rule set's version. */
export type DecidingLine = { line: number; label: string; version: number; levels: RuleLevels };

/** What a decider stands behind: the reason recorded, the rule line that made it, and the hotel's nightly cap. */
type DecisionContext = {
  reason?: string | null;
  rule?: DecidingLine | null;
  nightlyCap?: number | null;
  overCap?: 'reject' | 'refuse';
};

const SOLD_OUT_AT_BID_PRICES = 'sold_out_at_bid_prices';
const BELOW_HOTEL_PRICE = 'below_hotel_price';
const HOTEL_DECLINED = 'hotel_declined';
/** The advisory lock's first key: with the hotel as the second, acceptances of one hotel take turns. */
const NIGHTLY_CAP_LOCK = 4_242_002;
const DECIDED_STATUS = { accept: 'accepted', reject: 'rejected', counter: 'counteroffer' } as const;

function contextOf(row: BidRow, decision: Decision, decider: Decider): { decidedBy: string; context: DecisionContext } {
  switch (decider.by) {
    case 'rule':
      return {
        decidedBy: `rule:${row.hotelId}`,
        context: {
          reason: decision.action === 'reject' ? BELOW_HOTEL_PRICE : `automatic ${decision.action}`,
          rule: decider.rule,
          nightlyCap: decider.nightlyCap,
          overCap: 'reject',
        },
      };
    case 'partner':
      return {
        decidedBy: `supplier:${decider.supplierId}`,
        context: {
          nightlyCap: decider.nightlyCap,
          overCap: 'refuse',
          ...(decision.action === 'reject' && decision.reason && { reason: decision.reason }),
        },
      };
    case 'deadline':
      return { decidedBy: 'system', context: { reason: decider.reason } };
    case 'floor':
      return { decidedBy: 'floor', context: { reason: BELOW_HOTEL_PRICE } };
  }
}

export type DecideBid = ReturnType<typeof decideBidUseCase>;

/** Every answer to a bid, whoever gives it, and what an answer sets going: the customer's deadline, a group's end. */
export function decideBidUseCase({ db, repository, hotelBids, clock, queue, mail, push, customers }: BidsDeps) {
  /** The one place a bid's news is told the customer: by mail and by push, each its channel's job. */
  function tell(customer: Recipient, bid: Bid): NewJob[] {
    const mailed = bidMail('bid-decided', customer, bid);
    const pushed = push.bidNews(bid, mailed.data ?? {});
    return pushed ? [mail.job({ ...mailed, notice: pushed.notice }), pushed.job] : [mail.job(mailed)];
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
      ruleLine: context.rule?.line ?? null,
      ruleLevels: context.rule?.levels ?? null,
      decidedAt: now,
      updatedAt: now,
    };
    // An acceptance that pays itself is told once its booking is confirmed, or its charge failed.
    const paysItself = decision.action === 'accept' && row.autopayPaymentMethod !== null;
    const news = paysItself ? [] : tell(customer, toBid({ ...row, ...changes }));
    const decided = await repository.decide(row.id, changes, news, tx);
    if (!decided) throw await conflictOf(row.id, tx);
    await awaitCustomer(decided, tx);
    if (paysItself) await chargeAccepted(decided, tx);
    return toBid(decided);
  }

  /** The charge of an accepted autopay bid, queued with its acceptance: once, however often either runs. */
  function chargeAccepted(row: BidRow, tx?: Tx) {
    const dedupeKey = `${BID_AUTOPAY_JOB.name}:${row.id}`;
    return queue.enqueue(BID_AUTOPAY_JOB, { bidId: row.id }, { dedupeKey }, tx);
  }

  /**
   * An accepted bid waits 48 hours for its payment, a counter-offer 24 for its booking: each deadline is a job, and so
   * is the customer's reminder before it, each once however many processes decide or run it.
   */
  async function awaitCustomer(row: BidRow, tx?: Tx) {
    const { counterValidUntil, payBy } = bidDeadlines(row);
    const deadline = counterValidUntil ?? payBy;
    if (!deadline) return;
    const dedupeKey = `${BID_EXPIRY_JOB.name}:${row.id}:${row.status}`;
    await queue.enqueue(BID_EXPIRY_JOB, { bidId: row.id }, { runAt: deadline, dedupeKey }, tx);
    const remindAt = reminderAt(row);
    if (!remindAt || remindAt <= clock.now()) return;
    const status = row.status === 'counteroffer' ? 'counteroffer' : 'accepted';
    const once = `${BID_REMINDER_JOB.name}:${row.id}:${status}`;
    await queue.enqueue(BID_REMINDER_JOB, { bidId: row.id, status }, { runAt: remindAt, dedupeKey: once }, tx);
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
    const accepted = await hotelBids.acceptedStaysOverlapping(row.hotelId, { checkIn, checkOut }, tx);
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
      { runAt: expiresAt, dedupeKey: `${BID_EXPIRY_JOB.name}:${row.id}` },
    );
    await push.tellPartnersOfWaiting(toBid(row), expiresAt);
  }

  /** The answer must be one the bid allows: an acceptance at or above the floor and within the cap, a counter within the rules. */
  async function decideBid(row: BidRow, decision: Decision, decider: Decider): Promise<Bid> {
    if (row.reason === ANOTHER_HOTEL_ACCEPTED) throw new AppError('conflict', messages.bids.anotherHotelAccepted);
    if (decision.action === 'accept' && row.bid < row.floor) throw new AppError('conflict', messages.bids.belowFloor);
    if (
      decision.action === 'counter' &&
      !isValidCounter({ bid: row.bid, listed: row.amount, floor: row.floor }, decision.amount)
    ) {
      throw new AppError('invalid_input', messages.bids.invalidCounter, { amount: messages.bids.invalidCounter });
    }
    const { decidedBy, context } = contextOf(row, decision, decider);
    const customer = await customers.recipient(row.customerId);
    if (decision.action === 'accept' && (context.nightlyCap != null || row.groupId))
      return accept(row, decidedBy, context, customer);
    return applyDecision(row, decision, decidedBy, context, customer);
  }

  /** An accepted bid not paid or a counter-offer not booked in time ends with its reason and a mail, once. */
  async function lapse(row: BidRow, reason: string) {
    const customer = await customers.recipient(row.customerId);
    const now = clock.now();
    const changes = { status: 'rejected', decidedBy: 'system', reason, updatedAt: now };
    const ended = toBid({ ...row, ...changes });
    await repository.transitionWithJob(row.id, row.status as BidStatus, changes, tell(customer, ended));
  }

  return { decideBid, lapse, awaitDecision, endOthersOfGroup, awaitCustomer, chargeAccepted };
}
