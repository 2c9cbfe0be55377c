import { percentile } from './latency.ts';
import type { Server } from './servers.ts';
import type { Prepared } from './targets.ts';

type Progress = { status: string };

type Rate = { book_hash: string; match_hash: string };

/** A quote of the first rate the partner still sells at prebook (the sandbox sells out one in eight). */
async function quoteBookable(p: Prepared): Promise<string> {
  const { booking } = p.bidBody(1);
  for (const hid of p.hids) {
    const page = await p.call<{ hotels: { rates: Rate[] }[] }>('/api/hotelPage', {
      method: 'POST',
      body: { checkin: booking.check_in, checkout: booking.check_out, hid },
    });
    for (const rate of page.hotels[0]?.rates ?? []) {
      const quoted = await p
        .call<{ partner_order_id: string }>('/api/orderBookingForm', {
          method: 'POST',
          headers: p.customer.headers,
          body: { ...booking, hotel_id: hid, book_hash: rate.book_hash, match_hash: rate.match_hash },
        })
        .catch(() => undefined);
      if (quoted) return quoted.partner_order_id;
    }
  }
  throw new Error('no bookable rate in the largest city');
}

/** One booking through the sandbox checkout, as the booking page runs it; answers ms from card to confirmed. */
async function bookOnce(api: Server, p: Prepared): Promise<number> {
  const auth = p.customer.headers;
  const id = await quoteBookable(p);
  const guests = [
    { first_name: 'Bench', last_name: 'Guest' },
    { first_name: 'Other', last_name: 'Guest' },
  ];
  await p.call('/api/FinishBooking', {
    method: 'POST',
    headers: auth,
    body: { partner_order_id: id, rooms: [{ guests }] },
  });
  const { priceId } = await p.call<{ priceId: string }>('/api/createProduct', {
    method: 'POST',
    headers: auth,
    body: { partner_order_id: id },
  });
  const session = await p.call<{ sessionId: string; embedUrl: string }>(
    `/api/createEmbeddedSession?priceId=${priceId}&successPath=/hotel-booking/confirmation`,
    { method: 'POST', headers: auth },
  );
  const started = performance.now();
  const paid = await fetch(`${api.url}${session.embedUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bench' }).toString(),
  });
  if (paid.status !== 200) throw new Error(`card page answered ${paid.status}`);
  for (;;) {
    const { status } = await p.call<Progress>('/api/registerPurchase', {
      method: 'POST',
      headers: auth,
      body: { session_id: session.sessionId },
    });
    if (status === 'confirmed') return performance.now() - started;
    if (status === 'refunded' || status === 'failed') throw new Error(`booking ${id} ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Card submitted to booking confirmed by the partner: webhook, jobs, finish and status polls included. */
export async function checkoutToConfirmedMs(api: Server, p: Prepared, runs = 3) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await bookOnce(api, p));
  return { p50: percentile(times, 50), max: Math.max(...times) };
}
