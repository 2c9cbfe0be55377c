import { decideByRule, type RuleDecision, type RuleLevels } from './bid-rules.ts';
import { judgedAmount } from './bid-steps.ts';
import { daysBetween, isoWeekday, nightsOfStay } from './calendar-days.ts';

export type RuleConditions = {
  checkinFrom?: string;
  checkinTo?: string;
  weekdays?: number[];
  leadDays?: { min?: number; max?: number };
  minNights?: number;
  roomContains?: string;
};

export type RuleLine = RuleLevels & { label: string; when: RuleConditions };
export type RuleSet = { lines: RuleLine[]; nightlyCap: number | null };

/** What the conditions of a line read of a bid: its stay, its room, and the day it was made. */
export type BidStay = { checkIn: string; checkOut: string; roomName: string; madeOn: string };

type Offer = { bid: number; listed: number; floor: number };

export type RuleOutcome = RuleDecision & { line: { index: number; label: string } | null };

const within = (value: number, range: { min?: number; max?: number }) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/** Every condition a line names holds for the bid; a line naming none holds for every bid. */
export function lineApplies(when: RuleConditions, stay: BidStay): boolean {
  return (
    (when.checkinFrom === undefined || stay.checkIn >= when.checkinFrom) &&
    (when.checkinTo === undefined || stay.checkIn <= when.checkinTo) &&
    (when.weekdays === undefined || when.weekdays.includes(isoWeekday(stay.checkIn))) &&
    (when.leadDays === undefined || within(daysBetween(stay.madeOn, stay.checkIn), when.leadDays)) &&
    (when.minNights === undefined || daysBetween(stay.checkIn, stay.checkOut) >= when.minNights) &&
    (when.roomContains === undefined || stay.roomName.toLowerCase().includes(when.roomContains.toLowerCase()))
  );
}

/**
 * The first line whose conditions hold decides; with none, the bid waits for a person. The line judges the bid by the
 * lower edge of its step (bid-steps.ts), so that bids cannot locate a threshold within a step; a counter-offer the bid
 * itself already reaches is an acceptance.
 */
export function decideByRuleSet(offer: Offer, stay: BidStay, ruleSet: RuleSet): RuleOutcome {
  const index = ruleSet.lines.findIndex((line) => lineApplies(line.when, stay));
  const line = ruleSet.lines[index];
  if (!line) return { action: 'manual', line: null };
  const decision = decideByRule({ ...offer, bid: judgedAmount(offer.bid, offer.listed) }, line);
  const reached = decision.action === 'counter' && decision.amount <= offer.bid;
  return { ...(reached ? { action: 'accept' } : decision), line: { index, label: line.label } };
}

type Stay = Pick<BidStay, 'checkIn' | 'checkOut'>;

/** Whether accepting `stay` would make more than `cap` accepted bids cover one of its nights. */
export function exceedsNightlyCap(stay: Stay, accepted: readonly Stay[], cap: number | null): boolean {
  if (cap === null) return false;
  return nightsOfStay(stay.checkIn, stay.checkOut).some(
    (night) => accepted.filter((other) => other.checkIn <= night && night < other.checkOut).length >= cap,
  );
}
