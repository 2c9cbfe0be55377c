import { describe, expect, it } from 'vitest';
import { customerDecider, deciderKind, describeDecider, describeReason } from './bid-decider.ts';

describe('who decided a bid', () => {
  it('names the hotel, its rule, the customer and the deadline as each side reads them', () => {
    expect(describeDecider('supplier:5f0c', 'customer')).toBe('The hotel');
    expect(describeDecider('supplier:5f0c', 'supplier')).toBe('Hotel team');
    expect(describeDecider('rule:12', 'customer')).toBe("The hotel's automatic rule");
    expect(describeDecider('rule:12', 'supplier')).toBe('Automatic rule');
    expect(describeDecider('customer', 'customer')).toBe('You');
    expect(describeDecider('customer', 'supplier')).toBe('Customer');
    expect(describeDecider('system', 'customer')).toBe('Bidstay (no answer in time)');
  });

  it('says nothing of an undecided bid, and passes on what it does not know', () => {
    expect(describeDecider(null, 'customer')).toBeNull();
    expect(describeDecider('ops', 'supplier')).toBe('ops');
  });

  it('spells out a reason recorded as a code, and keeps one written in words', () => {
    expect(describeReason('sold_out_at_bid_prices')).toBe(
      'the rooms sold at bid prices for one of these nights are taken',
    );
    expect(describeReason('automatic reject')).toBe('automatic reject');
    expect(describeReason(null)).toBeNull();
  });
});

describe('what decided a bid', () => {
  const decided = (decidedBy: string | null, reason: string | null = null, ruleLine: number | null = null) => ({
    decidedBy,
    reason,
    ruleLine,
  });

  it('tells a rule line from the cap over its acceptance, a deadline, a person, the customer and the group', () => {
    expect(deciderKind(decided('rule:12', 'automatic accept', 2))).toBe('rule');
    expect(deciderKind(decided('rule:12', 'sold_out_at_bid_prices', 2))).toBe('cap');
    expect(deciderKind(decided('system', 'no_answer_in_time'))).toBe('expiry');
    expect(deciderKind(decided('supplier:5f0c'))).toBe('person');
    expect(deciderKind(decided('customer', 'counter_declined'))).toBe('customer');
    expect(deciderKind(decided('system', 'another_hotel_accepted'))).toBe('group');
    expect(deciderKind(decided(null))).toBeNull();
  });

  it("gives the customer the line's number and nothing of a person's", () => {
    expect(customerDecider(decided('rule:12', 'automatic accept', 2))).toEqual({ by: 'rule', line: 2 });
    expect(customerDecider(decided('supplier:5f0c', null, 2))).toEqual({ by: 'person', line: null });
  });
});
