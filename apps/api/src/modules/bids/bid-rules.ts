import { decideByRuleSet, isBelowFloor } from '@bidstay/contract';
import { registeredMail } from './bid-mail.ts';
import type { BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid } from './decide-bid.ts';
import { toBid } from './to-bid.ts';

/** What a rule line reads of a bid: its stay and room from the snapshot, and the day it was made. */
function bidStayOf(row: BidRow) {
  const snapshot = row.snapshot as { check_in: string; check_out: string; room_name?: string };
  return {
    checkIn: snapshot.check_in,
    checkOut: snapshot.check_out,
    roomName: snapshot.room_name ?? '',
    madeOn: row.createdAt.toISOString().slice(0, 10),
  };
}

/**
 * The rule job: a new bid answered by its hotel's rule set, or left to a person; one below the rate's floor, which no
 * person could accept, is rejected at once rather than waiting days for nobody.
 */
export function bidRulesUseCase(
  { repository, rules, mail, customers }: BidsDeps,
  { decideBid, awaitDecision }: DecideBid,
) {
  /** A bid and the other bids of its group, first choice first; a bid of one hotel alone. */
  async function rankedGroupOf(bidId: string): Promise<BidRow[]> {
    const row = await repository.findKept(bidId);
    if (row?.groupId) return repository.ofGroup(row.groupId);
    return row && row.deletedAt === null ? [row] : [];
  }

  /** The bid left to a person, or null once its rule answered it. */
  async function applyRulesTo(row: BidRow): Promise<BidRow | null> {
    const ruleSet = await rules.activeRuleSet(row.hotelId);
    const offer = { bid: row.bid, listed: row.amount, floor: row.floor };
    const { line, ...decision } = decideByRuleSet(offer, bidStayOf(row), ruleSet);
    if (decision.action === 'manual' || !line) {
      if (isBelowFloor(offer)) {
        await decideBid(row, { action: 'reject' }, { by: 'floor' });
        return null;
      }
      await awaitDecision(row);
      return row;
    }
    const { autoAcceptPercent, rejectBelowPercent, counterPercent } = ruleSet.lines[line.index]!;
    await decideBid(row, decision, {
      by: 'rule',
      rule: {
        line: line.index + 1,
        label: line.label,
        version: ruleSet.version,
        levels: { autoAcceptPercent, rejectBelowPercent, counterPercent },
      },
      nightlyCap: ruleSet.nightlyCap,
    });
    return null;
  }

  /**
   * "Registered, decisions may take up to 5 business days" is told only of the bids that wait for a person, once: a
   * bid a rule answers at once gets the answer alone, never after it.
   */
  async function tellRegistered(bidId: string, waiting: BidRow[]) {
    if (waiting.length === 0) return;
    const customer = await customers.recipient(waiting[0]!.customerId);
    await mail.enqueue(registeredMail(customer, waiting.map(toBid)), { dedupeKey: `bid-registered:${bidId}` });
  }

  return {
    /**
     * A bid no line decides waits for a person. The bids of a group are decided in one job, first choice first: once
     * one is accepted the others have ended, so of two rules that would accept, the first choice's wins.
     */
    async applyRules(bidId: string) {
      const waiting: BidRow[] = [];
      for (const [index, row] of (await rankedGroupOf(bidId)).entries()) {
        // The first is as just read; a later one is read again, as an acceptance of an earlier one ends it.
        const pending = index === 0 ? row : await repository.findPending(row.id);
        if (pending?.status !== 'pending') continue;
        const left = await applyRulesTo(pending);
        if (left) waiting.push(left);
      }
      await tellRegistered(bidId, waiting);
    },

    /** A bid whose rule's job failed for good waits for a person all the same, and expires if none answers. */
    async leaveToPerson(bidId: string) {
      const waiting = (await rankedGroupOf(bidId)).filter((row) => row.status === 'pending');
      for (const row of waiting) await awaitDecision(row);
      await tellRegistered(bidId, waiting);
    },
  };
}
