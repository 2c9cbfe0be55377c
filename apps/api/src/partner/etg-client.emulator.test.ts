import { startEtgEmulator } from '@bidstay/sandbox/etg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createEtgClient, type EtgClient } from './etg-client.ts';
import type { HotelContent, Rate } from './etg-types.ts';
import { PartnerError } from './partner-error.ts';

const KEY = { keyId: '7', apiKey: 'emulator-key' };
const TEST_HOTEL = 8473727;
const PLUS_TEN_PERCENT_HOTEL = 8819557;
const stay = {
  checkin: '2026-12-10',
  checkout: '2026-12-13',
  residency: 'se',
  language: 'en',
  currency: 'EUR',
  guests: [{ adults: 2, children: [] }],
};
const guests = [
  {
    guests: [
      { first_name: 'Ada', last_name: 'Lovelace' },
      { first_name: 'Charles', last_name: 'Babbage' },
    ],
  },
];

const clock = fixedClock('2026-11-22T10:00:00Z');
let emulator: Awaited<ReturnType<typeof startEtgEmulator>>;
let etg: EtgClient;

beforeAll(async () => {
  emulator = await startEtgEmulator({ port: 0, ...KEY, hotelCount: 300, clock, finishPolls: 2 });
  etg = createEtgClient({ baseUrl: emulator.url, ...KEY, sleep: async () => {} });
});
afterAll(() => emulator.close());

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PartnerError);
  return (error as PartnerError).code;
}

async function firstRate(hid: number, refundable = true): Promise<Rate> {
  const page = await etg.hotelPage({ ...stay, hid });
  const rate = page.hotels[0]?.rates.find(
    (candidate) =>
      (candidate.payment_options.payment_types[0]?.cancellation_penalties?.free_cancellation_before != null) ===
      refundable,
  );
  if (!rate) throw new Error(`no ${refundable ? 'refundable' : 'non-refundable'} rate at ${hid}`);
  return rate;
}

async function book(partnerOrderId: string) {
  const prebooked = await etg.prebook({ hash: (await firstRate(TEST_HOTEL)).book_hash! });
  const form = await etg.bookingForm({
    partner_order_id: partnerOrderId,
    book_hash: prebooked.hotels[0]!.rates[0]!.book_hash!,
    language: 'en',
    user_ip: '10.0.0.1',
  });
  const payment = form.payment_types[0]!;
  const started = await etg.finish({
    partner: { partner_order_id: partnerOrderId },
    user: { email: 'bookings@bidstay.test', phone: '+46701234567' },
    language: 'en',
    rooms: guests,
    payment_type: { type: payment.type, amount: payment.amount, currency_code: payment.currency_code },
  });
  const statuses = [];
  for (let poll = 0; poll < 4; poll += 1) statuses.push(await etg.finishStatus({ partner_order_id: partnerOrderId }));
  return { started, statuses };
}

describe('ETG client against the emulator', () => {
  it('suggests regions and hotels', async () => {
    const result = await etg.multicomplete({ query: 'stock', language: 'en' });
    expect(result.regions[0]).toMatchObject({ name: 'Stockholm', country_code: 'SE' });
  });

  it('searches a region and chosen hotels: SERP rates carry a match_hash, no book_hash', async () => {
    const suggestion = await etg.multicomplete({ query: 'london', language: 'en' });
    const region = await etg.searchRegion({ ...stay, region_id: suggestion.regions[0]!.id });
    expect(region.total_hotels).toBeGreaterThan(0);
    const rate = region.hotels[0]!.rates[0]!;
    expect(rate.match_hash).toMatch(/^m-/);
    expect(rate.book_hash).toBeUndefined();
    const chosen = await etg.searchHotels({ ...stay, hids: [region.hotels[0]!.hid] });
    expect(chosen.hotels.map((hotel) => hotel.hid)).toEqual([region.hotels[0]!.hid]);
  });

  it('books end to end: prebook, form, finish, several processing polls, then ok', async () => {
    const { started, statuses } = await book('bidstay-client-1');
    expect(started).toBe('started');
    expect(statuses.map((status) => status.status)).toEqual(['processing', 'processing', 'ok', 'ok']);
    const info = await etg.orderInfo({
      ordering: { ordering_type: 'desc', ordering_by: 'checkin_at' },
      pagination: { page_size: 10, page_number: 1 },
      search: { partner_order_ids: ['bidstay-client-1'] },
    });
    expect(info.orders[0]).toMatchObject({ status: 'completed', partner_data: { order_id: 'bidstay-client-1' } });
    const pdf = await etg.voucher({ partner_order_id: 'bidstay-client-1', language: 'en' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const cancelled = await etg.cancel({ partner_order_id: 'bidstay-client-1' });
    expect(cancelled.amount_payable.amount).toMatch(/^0(\.00)?$/);
    expect(await etg.cancel({ partner_order_id: 'bidstay-client-1' })).toEqual(cancelled);
  });

  it('reports a final booking error through the status, and unknown as still processing', async () => {
    expect((await book('bidstay-client-2-soldout')).statuses.at(-1)).toEqual({ status: 'error', error: 'soldout' });
    const unknown = await book('bidstay-client-3-unknown_success');
    expect(unknown.statuses[0]).toEqual({ status: 'processing' });
    expect(unknown.statuses.at(-1)).toEqual({ status: 'ok' });
  });

  it('shows a prebook price change', async () => {
    const rate = await firstRate(PLUS_TEN_PERCENT_HOTEL);
    const prebooked = await etg.prebook({ hash: rate.book_hash!, price_increase_percent: 20 });
    expect(prebooked.changes.price_changed).toBe(true);
    const before = Number(rate.payment_options.payment_types[0]!.amount);
    const after = Number(prebooked.hotels[0]!.rates[0]!.payment_options.payment_types[0]!.amount);
    expect(after / before).toBeCloseTo(1.1, 2);
    expect(prebooked.hotels[0]!.rates[0]!.book_hash).toMatch(/^p-/);
  });

  it('refuses an expired hotelpage hash at the booking form and an unknown order', async () => {
    const rate = await firstRate(TEST_HOTEL);
    clock.advance(31 * 60 * 1000);
    expect(
      await refusal(
        etg.bookingForm({
          partner_order_id: 'bidstay-client-4',
          book_hash: rate.book_hash!,
          language: 'en',
          user_ip: '10.0.0.1',
        }),
      ),
    ).toBe('rate_not_found');
    expect(await refusal(etg.cancel({ partner_order_id: 'nobody-knows' }))).toBe('order_not_found');
    expect(await refusal(etg.voucher({ partner_order_id: 'nobody-knows', language: 'en' }))).toBe('order_not_found');
  });

  it('refuses invalid searches with invalid_params', async () => {
    expect(await refusal(etg.hotelPage({ ...stay, checkout: stay.checkin, hid: TEST_HOTEL }))).toBe('invalid_params');
  });

  it('reads hotel info and the dumps', async () => {
    const info = await etg.hotelInfo({ hid: TEST_HOTEL, language: 'en' });
    expect(info).toMatchObject({ hid: TEST_HOTEL, images_ext: expect.any(Array) });
    const link = await etg.hotelDump({ language: 'en' });
    let count = 0;
    for await (const hotel of etg.readDump<HotelContent>(link.url)) {
      if (hotel.hid) count += 1;
    }
    expect(count).toBeGreaterThanOrEqual(300);
  });

  it('refuses wrong credentials', async () => {
    const stranger = createEtgClient({ baseUrl: emulator.url, keyId: '7', apiKey: 'wrong', maxRetries: 0 });
    expect(await refusal(stranger.multicomplete({ query: 'stock', language: 'en' }))).toBe('incorrect_credentials');
  });
});
