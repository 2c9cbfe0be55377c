import type { Json, TestEmulator } from './test-client.ts';
import { AUTH } from './test-client.ts';

export const STAY = {
  checkin: '2026-07-10',
  checkout: '2026-07-13',
  residency: 'se',
  language: 'en',
  currency: 'EUR',
  guests: [{ adults: 2, children: [] }],
};

export const ROOMS = [
  {
    guests: [
      { first_name: 'Anna', last_name: 'Berg' },
      { first_name: 'Erik', last_name: 'Berg' },
    ],
  },
];

/** A prebooked rate of the test hotel, refundable or not. */
export async function prebookedRate(etg: TestEmulator, refundable: boolean): Promise<Json> {
  const { body } = await etg.call('search/hp/', { ...STAY, hid: 8473727 });
  const rate = body.data.hotels[0].rates.find(
    (found: Json) =>
      (found.payment_options.payment_types[0].cancellation_penalties.free_cancellation_before !== null) === refundable,
  );
  const prebooked = await etg.call('hotel/prebook/', { hash: rate.book_hash });
  return prebooked.body.data.hotels[0].rates[0];
}

export async function openForm(etg: TestEmulator, partnerOrderId: string, rate: Json) {
  return etg.call('hotel/order/booking/form/', {
    partner_order_id: partnerOrderId,
    book_hash: rate.book_hash,
    language: 'en',
    user_ip: '10.0.0.1',
  });
}

export function finishBody(partnerOrderId: string, paymentType: Json, rooms: Json = ROOMS) {
  return {
    partner: { partner_order_id: partnerOrderId, comment: 'late arrival' },
    user: { email: 'bookings@bidstay.test', phone: '+46701234567' },
    language: 'en',
    rooms,
    payment_type: { type: paymentType.type, amount: paymentType.amount, currency_code: paymentType.currency_code },
  };
}

export async function pollStatus(etg: TestEmulator, partnerOrderId: string, polls: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < polls; i += 1) {
    const { body } = await etg.call('hotel/order/booking/finish/status/', { partner_order_id: partnerOrderId });
    seen.push(body.error ?? body.status);
  }
  return seen;
}

/** Form, finish and status polls until the order is completed (or the scenario's end). */
export async function book(etg: TestEmulator, partnerOrderId: string, rate: Json): Promise<string[]> {
  const form = await openForm(etg, partnerOrderId, rate);
  await etg.call('hotel/order/booking/finish/', finishBody(partnerOrderId, form.body.data.payment_types[0]));
  return pollStatus(etg, partnerOrderId, 3);
}

export async function orderOf(etg: TestEmulator, partnerOrderId: string): Promise<Json> {
  const { body } = await etg.call('hotel/order/info/', {
    ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
    pagination: { page_size: 10, page_number: 1 },
    search: { partner_order_ids: [partnerOrderId] },
    language: 'en',
  });
  return body.data.orders[0];
}

export async function downloadVoucher(etg: TestEmulator, partnerOrderId: string): Promise<Response> {
  const data = encodeURIComponent(JSON.stringify({ partner_order_id: partnerOrderId, language: 'en' }));
  return fetch(`${etg.url}/api/b2b/v3/hotel/order/document/voucher/download/?data=${data}`, {
    headers: { authorization: AUTH },
  });
}
