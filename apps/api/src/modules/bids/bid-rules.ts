import { decideByRuleSet, isBelowFloor } from '@bidstay/contract';
import type { BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import type { DecideBid } from './decide-bid.ts';

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
export function bidRulesUseCase({ repository, rules }: BidsDeps, { decideBid, awaitDecision }: DecideBid) {
  /** A bid and the other bids of its group, first choice first; a bid of one hotel alone. */
  async function rankedGroupOf(bidId: string): Promise<BidRow[]> {
    const groupId = await repository.groupIdOf(bidId);
    if (groupId) return repository.ofGroup(groupId);
    const row = await repository.find(bidId);
    return row ? [row] : [];
  }

  async function applyRulesTo(bidId: string) {
    const row = await repository.findPending(bidId);
    if (!row) return;
    const ruleSet = await rules.activeRuleSet(row.hotelId);
    const offer = { bid: row.bid, listed: row.amount, floor: row.floor };
    const { line, ...decision } = decideByRuleSet(offer, bidStayOf(row), ruleSet);
    if (decision.action === 'manual' || !line) {
      if (isBelowFloor(offer)) return void (await decideBid(row, { action: 'reject' }, { by: 'floor' }));
      return awaitDecision(row);
    }
    await decideBid(row, decision, {
      by: 'rule',
      rule: { label: line.label, version: ruleSet.version },
      nightlyCap: ruleSet.nightlyCap,
    });
  }

  return {
    /**
     * A bid no line decides waits for a person. The bids of a group are decided in one job, first choice first: once
     * one is accepted the others have ended, so of two rules that would accept, the first choice's wins.
     */
    async applyRules(bidId: string) {
      for (const row of await rankedGroupOf(bidId)) await applyRulesTo(row.id);
    },

    /** A bid whose rule's job failed for good waits for a person all the same, and expires if none answers. */
    async leaveToPerson(bidId: string) {
      for (const row of await rankedGroupOf(bidId)) if (row.status === 'pending') await awaitDecision(row);
    },
  };
}
