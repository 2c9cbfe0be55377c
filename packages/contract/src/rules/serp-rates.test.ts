import { describe, expect, it } from 'vitest';
import { cheapestRates, SERP_RATES_PER_HOTEL } from './serp-rates.ts';

const rate = (name: string, gross: string) => ({
  name,
  payment_options: {
    payment_types: [{ show_amount: '1.00', commission_info: { show: { amount_gross: gross, amount_net: '1.00' } } }],
  },
});

describe('the rates a search result shows', () => {
  it('keeps the two cheapest at their listed price, cheapest first', () => {
    const rates = [rate('suite', '300.00'), rate('double', '120.50'), rate('twin', '99.90'), rate('single', '150')];
    expect(cheapestRates(rates).map(({ name }) => name)).toEqual(['twin', 'double']);
    expect(SERP_RATES_PER_HOTEL).toBe(2);
  });

  it('keeps the partner’s order between equal prices, and fewer rates as they are', () => {
    expect(cheapestRates([rate('a', '80'), rate('b', '80'), rate('c', '80')]).map(({ name }) => name)).toEqual([
      'a',
      'b',
    ]);
    expect(cheapestRates([rate('only', '80')]).map(({ name }) => name)).toEqual(['only']);
    expect(cheapestRates([])).toEqual([]);
  });
});
