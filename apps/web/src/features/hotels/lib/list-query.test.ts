import { describe, expect, it } from 'vitest';
import { defaultChoice, readListChoice, withListChoice } from './list-query';

const read = (query: string) => readListChoice(new URLSearchParams(query));

describe("a city list's choice in the URL", () => {
  it('reads back what was written, beside the stay', () => {
    const choice = {
      filters: { minPrice: 50, maxPrice: 200, stars: [4, 5], meals: ['breakfast'], freeCancellation: true },
      sort: 'rating' as const,
      shown: 90,
    };
    const params = withListChoice(new URLSearchParams('checkin=2026-12-01&checkout=2026-12-04'), choice);
    expect(params.get('checkin')).toBe('2026-12-01');
    expect(readListChoice(params)).toEqual(choice);
  });

  it('leaves the defaults out of the URL', () => {
    expect(withListChoice(new URLSearchParams('currency=EUR&sort=stars&shown=60'), defaultChoice).toString()).toBe(
      'currency=EUR',
    );
  });

  it('takes the defaults for what is missing or invalid', () => {
    expect(read('')).toEqual(read('min=-5&max=abc&stars=0,9,x&sort=cheapest&shown=-30'));
    expect(read('').filters).toEqual({ stars: [], meals: [], freeCancellation: false });
    expect(read('').sort).toBe('price-asc');
    expect(read('').shown).toBe(30);
  });

  it('drops a minimum price above the maximum', () => {
    expect(read('min=200&max=100').filters).toMatchObject({ minPrice: undefined, maxPrice: 100 });
  });

  it('shows whole pages of hotels', () => {
    expect(read('shown=45').shown).toBe(60);
    expect(read('shown=100000').shown).toBe(3000);
  });
});
