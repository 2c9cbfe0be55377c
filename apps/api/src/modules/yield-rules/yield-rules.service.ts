import { simulateRuleSet, suggestRuleLines, type PastBid, type RuleSet } from '@bidstay/contract';
import { createAppEvent } from '../../lib/app-event.ts';
import type { Clock } from '../../lib/clock.ts';
import type { YieldRulesRepository } from './yield-rules.repository.ts';

type Deps = { repository: YieldRulesRepository; clock: Clock };

export type YieldRulesService = ReturnType<typeof createYieldRulesService>;

/**
 * A hotel's rule set: the lines that answer its bids and its nightly cap, versioned with who changed them. Whose hotel
 * it is, the caller has checked.
 */
export function createYieldRulesService({ repository, clock }: Deps) {
  const changed = createAppEvent<number>();

  return {
    /** The rule set a hotel's bids are decided by now. */
    activeRuleSet: (hotelId: number) => repository.ruleSet(hotelId),

    /** A partner's new rules for a hotel, said to every subscriber of `rulesChanged` before it is answered. */
    async save(hotelId: number, ruleSet: RuleSet, supplierId: string) {
      await repository.saveRuleSet(hotelId, ruleSet, supplierId, clock.now());
      await changed.emit(hotelId);
      return repository.ruleSet(hotelId);
    },

    /** A hotel's rules changed: the id of the hotel. */
    rulesChanged: changed.event,

    changes: (hotelId: number) => repository.ruleChanges(hotelId),

    /** A rule set tried on past bids; nothing is written. */
    simulate: (ruleSet: RuleSet, history: PastBid[]) => simulateRuleSet(history, ruleSet),

    /**
     * Lines the hotel's past bids suggest, each replayed on them on top of its saved rules beside the saved rules alone:
     * what the line changes in what the rules accept and earn. Nothing is written.
     */
    async suggest(hotelId: number, history: PastBid[]) {
      const { lines, nightlyCap } = await repository.ruleSet(hotelId);
      const before = simulateRuleSet(history, { lines, nightlyCap });
      return suggestRuleLines(history).map((suggestion) => {
        const after = simulateRuleSet(history, { lines: [suggestion.line, ...lines], nightlyCap });
        return {
          ...suggestion,
          effect: { before: before.simulated, after: after.simulated, currency: after.currency },
        };
      });
    },
  };
}
