import { describe, expect, it } from 'vitest';
import { describeDecider, describeReason } from './bid-decider.ts';

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
