import { judgedAmount, percentLevel } from './bid-steps.ts';

/** A rule line's answers, in percent of the listed price; null = not used. */
export type RuleLevels = {
  autoAcceptPercent: number | null;
  rejectBelowPercent: number | null;
  counterPercent: number | null;
};

export type RuleDecision =
  { action: 'accept' } | { action: 'reject' } | { action: 'counter'; amount: number } | { action: 'manual' };

type Offer = { bid: number; listed: number; floor: number };

/**
 * Every level of a line, its counter-offer too, is the lowest amount in cents that reaches its percent of the listed
 * price (percentLevel), a level between two cents held at the cent above it. The chance suggests amounts the same
 * way, so a counter at a step is the amount suggested for that step, to the cent.
 */
const level = percentLevel;

/**
 * A rule line's answer to a bid: accept at or above autoAcceptPercent of the listed price,
 * reject below rejectBelowPercent or the rate's floor, counter at counterPercent otherwise;
 * what the line does not cover is left to a person.
 */
export function decideByRule({ bid, listed, floor }: Offer, rule: RuleLevels): RuleDecision {
  const { autoAcceptPercent, rejectBelowPercent, counterPercent } = rule;
  if (autoAcceptPercent === null && rejectBelowPercent === null && counterPercent === null) return { action: 'manual' };
  const rejectBelow = Math.max(floor, rejectBelowPercent === null ? 0 : level(listed, rejectBelowPercent));
  if (bid < rejectBelow) return { action: 'reject' };
  if (autoAcceptPercent !== null && bid >= level(listed, autoAcceptPercent)) return { action: 'accept' };
  if (counterPercent === null) return { action: 'manual' };
  const amount = Math.min(listed, Math.max(floor, level(listed, counterPercent)));
  return amount <= bid ? { action: 'accept' } : { action: 'counter', amount };
}

/**
 * A bid whose step (bid-steps.ts) lies below the rate's floor: nobody can accept it, so it is answered at once. Judged
 * by its step as a rule line judges it, so that the answer tells the floor no more precisely than a step.
 */
export function isBelowFloor({ bid, listed, floor }: Offer): boolean {
  return judgedAmount(bid, listed) < floor;
}

/** A counter-offer lies above the bid, at most the listed price, and never below the floor. */
export function isValidCounter({ bid, listed, floor }: Offer, amount: number): boolean {
  return amount > bid && amount <= listed && amount >= floor;
}
