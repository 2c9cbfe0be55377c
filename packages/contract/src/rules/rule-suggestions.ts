import { percentile } from './bid-stats.ts';
import { percentOfListed } from './bid-market.ts';
import { lineApplies, type RuleConditions, type RuleLine } from './rule-lines.ts';
import { actualOutcome, type PastBid } from './rule-simulation.ts';

/** How far back a hotel's bids suggest its lines. */
export const SUGGESTION_DAYS = 90;
/** Fewer bids than this behind a median say too little to build a line on. */
export const SUGGESTION_MIN_BIDS = 5;

export const SUGGESTION_KINDS = ['accept_short_lead_weekdays', 'counter_at_median_accepted'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** A line derived from a hotel's own bids, with the bids and the median share of the listed price it stands on. */
export type SuggestedLine = { kind: SuggestionKind; line: RuleLine; basis: { bids: number; medianPercent: number } };

/** Check-in Monday to Thursday: stays that are no weekend. */
const WEEKDAYS = [1, 2, 3, 4];
const SHORT_LEAD_DAYS = 14;

/** Each line's name, saved with it; the web shows and saves it in the partner's language. */
export const SUGGESTION_LABELS: Record<SuggestionKind, string> = {
  accept_short_lead_weekdays: /*i18n*/ 'Weekdays within 14 days',
  counter_at_median_accepted: /*i18n*/ 'Counter at the usual accepted bid',
};

const median = (percents: readonly number[]) => percentile(percents, 0.5);

function percentsOf(history: readonly PastBid[], outcome: 'accepted' | 'rejected', when: RuleConditions = {}) {
  return history
    .filter((past) => actualOutcome(past) === outcome && lineApplies(when, past))
    .map((past) => percentOfListed(past));
}

const noLevels = { autoAcceptPercent: null, counterPercent: null, rejectBelowPercent: null };

/** Weekday stays booked at short notice: accept every bid above the median of those the hotel declined. */
function acceptShortLeadWeekdays(history: readonly PastBid[]): SuggestedLine | null {
  const when = { weekdays: WEEKDAYS, leadDays: { max: SHORT_LEAD_DAYS } };
  const declined = percentsOf(history, 'rejected', when);
  const medianPercent = median(declined);
  if (declined.length < SUGGESTION_MIN_BIDS || medianPercent === null) return null;
  const kind = 'accept_short_lead_weekdays';
  const autoAcceptPercent = Math.min(100, Math.floor(medianPercent) + 1);
  return {
    kind,
    line: { ...noLevels, label: SUGGESTION_LABELS[kind], when, autoAcceptPercent },
    basis: { bids: declined.length, medianPercent: Math.round(medianPercent) },
  };
}

/** Every bid: accept from the median accepted share, counter a lower one at it. */
function counterAtMedianAccepted(history: readonly PastBid[]): SuggestedLine | null {
  const accepted = percentsOf(history, 'accepted');
  const medianPercent = median(accepted);
  if (accepted.length < SUGGESTION_MIN_BIDS || medianPercent === null) return null;
  const kind = 'counter_at_median_accepted';
  const level = Math.round(medianPercent);
  return {
    kind,
    line: { ...noLevels, label: SUGGESTION_LABELS[kind], when: {}, autoAcceptPercent: level, counterPercent: level },
    basis: { bids: accepted.length, medianPercent: level },
  };
}

/**
 * Lines a hotel's own answers of its recent bids point to, most specific first, so that they can go on top of its rule
 * set in this order; a line whose median stands on fewer than SUGGESTION_MIN_BIDS bids is left out.
 */
export function suggestRuleLines(history: readonly PastBid[]): SuggestedLine[] {
  return [acceptShortLeadWeekdays(history), counterAtMedianAccepted(history)].filter((line) => line !== null);
}
