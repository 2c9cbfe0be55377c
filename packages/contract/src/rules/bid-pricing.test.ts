import { describe, expect, it } from 'vitest';
import { bidFloor, listedPrice, netPrice } from './bid-pricing.ts';

const rate = (minPrice: string | null) => ({
  payment_options: {
    payment_types: [
      { show_amount: '100.00', commission_info: { show: { amount_gross: '115.00', amount_net: '100.00' } } },
    ],
  },
  sell_price_limits: minPrice === null ? null : { min_price: minPrice, max_price: null },
});

describe('bid economics', () => {
  it('lists the gross price and pays the net price', () => {
    expect(listedPrice(rate(null))).toBe(115);
    expect(netPrice(rate(null))).toBe(100);
  });

  it('puts the floor at the larger of min_price and net plus the minimum margin', () => {
    expect(bidFloor(rate(null))).toBe(103);
    expect(bidFloor(rate('108.50'))).toBe(108.5);
  });

  it('lists show_amount when there is no commission', () => {
    expect(listedPrice({ payment_options: { payment_types: [{ show_amount: '90.5', commission_info: null }] } })).toBe(
      90.5,
    );
  });
});
