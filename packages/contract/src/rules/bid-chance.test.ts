import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidChance, isSimilarStay, type ChanceInput } from './bid-chance.ts';
import { judgedAmount, percentLevel, stepPercentOf } from './bid-steps.ts';
import { decideByRuleSet, type RuleSet } from './rule-lines.ts';

// 2027-01-08 is a Friday.
const stay = { checkIn: '2027-01-08', checkOut: '2027-01-10', roomName: 'Double', madeOn: '2026-12-29' };
const listed = 1248.35;
const floor = 1000;
const rules = (autoAcceptPercent: number | null, rejectBelowPercent: number | null, counterPercent: number | null) =>
  ({
    lines: [{ label: 'All', when: {}, autoAcceptPercent, rejectBelowPercent, counterPercent }],
    nightlyCap: null,
  }) satisfies RuleSet;
const input = (ruleSet: RuleSet, extra: Partial<ChanceInput> = {}): ChanceInput => ({
  listed,
  floor,
  stay,
  ruleSet,
  history: [],
  soldOut: false,
  ...extra,
});
const at = (percent: number) => percentLevel(listed, percent);

describe('steps', () => {
  it('put a bid in the highest step whose lower edge it reaches', () => {
    expect(stepPercentOf(at(90), listed)).toBe(90);
    expect(stepPercentOf(at(90) - 0.01, listed)).toBe(88);
    expect(stepPercentOf(at(91), listed)).toBe(90);
    expect(stepPercentOf(0.01, listed)).toBe(0);
    expect(judgedAmount(at(91.9), listed)).toBe(at(90));
  });

  it('hold every amount between its lower edge and the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 124_834 }), (cents) => {
        const bid = cents / 100;
        const step = stepPercentOf(bid, listed);
        return at(step) <= bid && (step === 100 || bid < at(step + 2));
      }),
    );
  });
});

describe('the chance of a bid', () => {
  const ruleSet = rules(94, 85, 96);

  it('is high at and above the step of the auto-accept level, fair where a counter comes, none below the reject level', () => {
    expect(bidChance(at(94), input(ruleSet)).band).toBe('high');
    expect(bidChance(at(99), input(ruleSet)).band).toBe('high');
    expect(bidChance(at(94) - 0.01, input(ruleSet)).band).toBe('fair');
    expect(bidChance(at(86), input(ruleSet)).band).toBe('fair');
    expect(bidChance(at(86) - 0.01, input(ruleSet)).band).toBe('none');
    expect(bidChance(at(2), input(ruleSet)).band).toBe('none');
  });

  it('judges a threshold inside a step by the step: a bid is high only when every bid of its step is accepted', () => {
    const odd = rules(93, 85, 96);
    expect(bidChance(at(93), input(odd)).band).toBe('fair');
    expect(bidChance(at(94), input(odd)).band).toBe('high');
    expect(decideByRuleSet({ bid: at(93.5), listed, floor }, stay, odd).action).toBe('counter');
    expect(decideByRuleSet({ bid: at(94), listed, floor }, stay, odd).action).toBe('accept');
  });

  it('suggests the lowest accepted step, rounded up to the step', () => {
    expect(bidChance(at(50), input(rules(93, 85, 96))).suggested).toBe(at(94));
    expect(bidChance(at(50), input(rules(94, null, null))).suggested).toBe(at(94));
  });

  it('is none below the floor and when the hotel is sold out at bid prices, saying which', () => {
    const open = rules(null, null, null);
    expect(bidChance(at(78), input(open))).toMatchObject({ band: 'none', reason: 'below_hotel_price' });
    expect(bidChance(at(98), input(open, { soldOut: true }))).toEqual({
      band: 'none',
      suggested: null,
      reason: 'sold_out_at_bid_prices',
    });
    expect(bidChance(at(98), input(open)).reason).toBeNull();
  });

  it('is none with not_taking_bids when no amount below the listed price stands a chance', () => {
    expect(bidChance(at(98), input(rules(null, 100, null)))).toEqual({
      band: 'none',
      suggested: null,
      reason: 'not_taking_bids',
    });
  });

  it('of a bid left to a person follows the lowest share the hotel took on a similar stay', () => {
    const open = rules(null, null, null);
    const history = [{ checkIn: stay.checkIn, madeOn: stay.madeOn, share: 0.9, accepted: true }];
    expect(bidChance(at(90), input(open, { history })).band).toBe('fair');
    expect(bidChance(at(88), input(open, { history })).band).toBe('low');
    expect(bidChance(at(50), input(open, { history })).suggested).toBe(at(90));
  });

  it('without history, is fair in the upper half between the floor and the listed price', () => {
    const open = rules(null, null, null);
    expect(bidChance(at(92), input(open)).band).toBe('fair');
    expect(bidChance(at(90), input(open)).band).toBe('low');
  });

  it('tells two thresholds of one step apart by no answer (the binary search)', () => {
    const answers = (ruleSet: RuleSet) =>
      Array.from({ length: 1248 }, (_, index) => bidChance(index + 1 + (index % 100) / 100, input(ruleSet)));
    expect(answers(rules(92.2, 86.1, 97))).toEqual(answers(rules(93.9, 87.9, 97)));
  });
});

describe('a similar stay', () => {
  it('has the same weekday class and a similar lead time', () => {
    expect(isSimilarStay(stay, { checkIn: '2027-01-09', madeOn: '2026-12-20' })).toBe(true);
    expect(isSimilarStay(stay, { checkIn: '2027-01-11', madeOn: '2026-12-29' })).toBe(false);
    expect(isSimilarStay(stay, { checkIn: '2027-01-08', madeOn: '2027-01-06' })).toBe(false);
  });
});
