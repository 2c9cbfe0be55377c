import { describe, expect, it } from 'vitest';
import { listedPrice } from './bid-pricing.ts';
import { PARTNER_ONLY_RATE_FIELDS, publicRate, publicSnapshot } from './public-rate.ts';

const commission = (net: string, gross: string) => ({
  amount_net: net,
  amount_gross: gross,
  amount_commission: (Number(gross) - Number(net)).toFixed(2),
});

const partnerRate = {
  book_hash: 'h-1',
  match_hash: 'm-1',
  room_name: 'Double room',
  meal: 'breakfast',
  rg_ext: { class: 3, capacity: 2 },
  sell_price_limits: { min_price: '140.00', max_price: null },
  payment_options: {
    payment_types: [
      {
        type: 'deposit',
        amount: '1500.00',
        currency_code: 'SEK',
        show_amount: '148.71',
        show_currency_code: 'EUR',
        recommended_price: null,
        commission_info: { show: commission('148.71', '171.02'), charge: commission('1500.00', '1725.00') },
        cancellation_penalties: {
          free_cancellation_before: '2027-01-10T12:00:00',
          policies: [
            { start_at: null, end_at: '2027-01-10T12:00:00', amount_charge: '0.00', amount_show: '0.00' },
            {
              start_at: '2027-01-10T12:00:00',
              end_at: null,
              amount_charge: '1500.00',
              amount_show: '148.71',
              commission_info: { show: commission('148.71', '171.02'), charge: commission('1500.00', '1725.00') },
            },
          ],
        },
        tax_data: { taxes: [{ name: 'city_tax', included_by_supplier: false, amount: '2.00', currency_code: 'EUR' }] },
      },
    ],
  },
};

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

describe('a rate as a visitor sees it', () => {
  it('shows the listed price as show_amount, and no field the floor could be read from', () => {
    const shown = publicRate(partnerRate);
    const [type] = shown.payment_options.payment_types;
    expect(type).toMatchObject({ show_amount: '171.02', commission_info: { show: { amount_gross: '171.02' } } });
    expect(listedPrice(shown)).toBe(listedPrice(partnerRate));
    expect(keysOf(shown).filter((key) => (PARTNER_ONLY_RATE_FIELDS as readonly string[]).includes(key))).toEqual([]);
    expect(Object.keys(type!)).not.toContain('amount');
  });

  it('states each cancellation penalty in gross, and the taxes paid at the hotel', () => {
    const [type] = publicRate(partnerRate).payment_options.payment_types;
    expect(type!.cancellation_penalties!.policies.map((policy) => policy.amount_show)).toEqual(['0.00', '171.02']);
    expect(type!.tax_data!.taxes).toEqual(partnerRate.payment_options.payment_types[0]!.tax_data.taxes);
  });

  it("keeps a bid's stay and room, and drops the partner's limits from its snapshot", () => {
    const snapshot = publicSnapshot({ ...partnerRate, check_in: '2027-01-12', hotel_name: 'Grand' });
    expect(snapshot).toMatchObject({ check_in: '2027-01-12', hotel_name: 'Grand', rg_ext: partnerRate.rg_ext });
    expect(keysOf(snapshot).filter((key) => (PARTNER_ONLY_RATE_FIELDS as readonly string[]).includes(key))).toEqual([]);
  });
});
