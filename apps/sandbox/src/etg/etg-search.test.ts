import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_HIDS } from './catalogue/index.ts';
import { DAY, MINUTE, startTestEmulator, type Json, type TestEmulator } from './test-client.ts';

let etg: TestEmulator;
beforeAll(async () => {
  etg = await startTestEmulator();
});
afterAll(() => etg.close());

const stay = {
  checkin: '2026-07-10',
  checkout: '2026-07-13',
  residency: 'se',
  language: 'en',
  currency: 'SEK',
  guests: [{ adults: 2, children: [] }],
};
const LONDON = 2114;

async function hotelpage(hid: number, search: Json = stay): Promise<Json[]> {
  const { body } = await etg.call('search/hp/', { ...search, hid });
  return body.data.hotels[0]?.rates ?? [];
}

async function prebookOutcomes(): Promise<Map<string, Json>> {
  const outcomes = new Map<string, Json>();
  const region = await etg.call('search/serp/region/', { ...stay, region_id: LONDON, hotels_limit: 40 });
  for (const hotel of region.body.data.hotels.filter((found: Json) => !SANDBOX_HIDS.has(found.hid))) {
    for (const rate of await hotelpage(hotel.hid)) {
      const { body } = await etg.call('hotel/prebook/', { hash: rate.book_hash });
      const kind = body.error ?? (body.data.changes.price_changed ? 'price_changed' : 'available');
      if (!outcomes.has(kind)) outcomes.set(kind, { rate, body });
    }
    if (outcomes.size === 3) break;
  }
  return outcomes;
}

describe('ETG emulator search', () => {
  it('answers a region search with available hotels and SERP rates', async () => {
    const { body } = await etg.call('search/serp/region/', { ...stay, region_id: LONDON, hotels_limit: 5 });
    expect(body.data.total_hotels).toBeGreaterThan(100);
    expect(body.data.hotels).toHaveLength(5);
    const rate = body.data.hotels[0].rates[0];
    expect(rate.search_hash).toMatch(/^sr-/);
    expect(rate).not.toHaveProperty('book_hash');
    expect(rate.match_hash).toMatch(/^m-/);
    const payment = rate.payment_options.payment_types[0];
    expect(payment).toMatchObject({ type: 'deposit', currency_code: 'EUR', show_currency_code: 'SEK', by: null });
    expect(payment.amount).toMatch(/^\d+\.\d\d$/);
    expect(Number(payment.commission_info.show.amount_gross)).toBeGreaterThan(Number(payment.show_amount) * 1.09);
    expect(rate.daily_prices).toHaveLength(3);
    const again = await etg.call('search/serp/region/', { ...stay, region_id: LONDON, hotels_limit: 5 });
    const prices = (data: Json) =>
      data.hotels.map((hotel: Json) => hotel.rates.map((r: Json) => [r.match_hash, r.daily_prices]));
    expect(prices(again.body.data)).toEqual(prices(body.data));
  });

  it('gives hotelpage rates with book hashes that match the SERP rates', async () => {
    const serp = await etg.call('search/serp/hotels/', { ...stay, hids: [8473727] });
    const rates = await hotelpage(8473727);
    expect(rates.length).toBeGreaterThanOrEqual(2);
    expect(rates.length).toBeLessThanOrEqual(5);
    expect(rates[0].book_hash).toMatch(/^h-[0-9a-f-]{36}$/);
    expect(rates.map((rate) => rate.match_hash)).toEqual(
      serp.body.data.hotels[0].rates.map((rate: Json) => rate.match_hash),
    );
    const inEuro = await hotelpage(8473727, { ...stay, currency: 'EUR' });
    expect(inEuro[0].payment_options.payment_types[0].amount).toBe(rates[0].payment_options.payment_types[0].amount);
    const penalties = rates[0].payment_options.payment_types[0].cancellation_penalties;
    for (const policy of penalties.policies)
      expect(policy.end_at ?? '2026-01-01T00:00:00').toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it.each([
    ['a check-in in the past', { checkin: '2026-05-30' }],
    ['a check-in over 730 days ahead', { checkin: '2028-06-10', checkout: '2028-06-12' }],
    ['more than 30 nights', { checkout: '2026-08-20' }],
    ['a check-out before the check-in', { checkout: '2026-07-09' }],
    ['seven adults in a room', { guests: [{ adults: 7, children: [] }] }],
    ['five children in a room', { guests: [{ adults: 1, children: [1, 2, 3, 4, 5] }] }],
    ['a child of 18', { guests: [{ adults: 1, children: [18] }] }],
    ['ten rooms', { guests: Array.from({ length: 10 }, () => ({ adults: 1, children: [] })) }],
    ['an upper-case residency', { residency: 'SE' }],
    ['an unknown currency', { currency: 'JPY' }],
  ])('rejects %s with invalid_params', async (_case, change) => {
    const { body } = await etg.call('search/hp/', { ...stay, ...change, hid: 8473727 });
    expect(body.error).toBe('invalid_params');
    expect(body.debug.validation_error).toEqual(expect.any(String));
  });

  it('names the rooms of its rates in the language of the search, English where a hotel lacks Swedish', async () => {
    const english = await hotelpage(8473727);
    const swedish = await hotelpage(8473727, { ...stay, language: 'sv' });
    expect(swedish.map((rate) => rate.match_hash)).toEqual(english.map((rate) => rate.match_hash));
    expect(swedish.map((rate) => rate.room_name)).not.toEqual(english.map((rate) => rate.room_name));
    expect(swedish.some((rate) => /rum|svit/i.test(rate.room_name))).toBe(true);
    const serp = await etg.call('search/serp/hotels/', { ...stay, language: 'sv', hids: [8473727, 10004834] });
    const names = (hid: number) =>
      serp.body.data.hotels.find((hotel: Json) => hotel.hid === hid)?.rates.map((rate: Json) => rate.room_name);
    const swedishNames = new Set(swedish.map((rate) => rate.room_name));
    expect(names(8473727).every((name: string) => swedishNames.has(name))).toBe(true);
    expect(names(10004834)?.every((name: string) => /Room|Suite/.test(name))).toBe(true);
  });

  it('prebooks most rates, sells some out and reprices others', async () => {
    const outcomes = await prebookOutcomes();
    const available = outcomes.get('available');
    expect(available.body.data.hotels[0].rates[0].book_hash).toMatch(/^p-/);
    expect(available.body.data.changes.price_changed).toBe(false);
    expect(outcomes.get('no_available_rates')?.body.status).toBe('error');
    const changed = outcomes.get('price_changed');
    const before = Number(changed.rate.payment_options.payment_types[0].amount);
    const after = Number(changed.body.data.hotels[0].rates[0].payment_options.payment_types[0].amount);
    expect(after / before).toBeGreaterThanOrEqual(1.04);
    expect(after / before).toBeLessThanOrEqual(1.16);
  });

  it('raises the price of sandbox hotel 8819557 by 10 % unless the increase is refused', async () => {
    const [rate] = await hotelpage(8819557);
    const refused = await etg.call('hotel/prebook/', { hash: rate.book_hash, price_increase_percent: 5 });
    expect(refused.body.error).toBe('no_available_rates');
    const { body } = await etg.call('hotel/prebook/', { hash: rate.book_hash, price_increase_percent: 10 });
    expect(body.data.changes.price_changed).toBe(true);
    const before = Number(rate.payment_options.payment_types[0].amount);
    expect(Number(body.data.hotels[0].rates[0].payment_options.payment_types[0].amount)).toBeCloseTo(before * 1.1, 0);
  });

  it('expires hotelpage hashes: 30 minutes for the form, 24 hours for prebook', async () => {
    const [rate] = await hotelpage(8473727);
    etg.advance(31 * MINUTE);
    const form = await etg.call('hotel/order/booking/form/', {
      partner_order_id: 'late-form',
      book_hash: rate.book_hash,
      language: 'en',
      user_ip: '1.2.3.4',
    });
    expect(form.body.error).toBe('rate_not_found');
    expect((await etg.call('hotel/prebook/', { hash: rate.book_hash })).body.status).toBe('ok');
    etg.advance(DAY);
    expect((await etg.call('hotel/prebook/', { hash: rate.book_hash })).body.error).toBe('rate_not_found');
  });

  it('answers the sandbox trigger hashes', async () => {
    const mismatch = await etg.call('hotel/prebook/', { hash: 'h-00000000-0000-0000-0000-000000000000' });
    expect(mismatch.body.error).toBe('contract_mismatch');
    const missing = await etg.call('hotel/order/booking/form/', {
      partner_order_id: 'missing-hotel',
      book_hash: 'h-e0000001-0000-0000-0000-000000000000',
      language: 'en',
      user_ip: '1.2.3.4',
    });
    expect(missing.body.error).toBe('hotel_not_found');
  });
});
