// A customer's journey through the balancer, as the web app makes it: sign up, sign in, an open event stream, a bid,
// the partner's counter-offer arriving live, payment, booking. The client retries what the balancer could not
// answer (502, 503, 504, a cut connection), as the app's client does; every such answer is counted by the phase of the
// drill it fell in.
import { addDays, listedPrice, today } from '@bidstay/contract';
import { sleep } from './processes.mjs';

const RETRIED = new Set([502, 503, 504]);
const TRIES = 20;
export const PASSWORD = 'Drill12345';

/** Calls through `baseUrl`; `tally(kind)` counts each answer that was retried, and each call that gave up. */
export function client(baseUrl, tally) {
  return async function call(path, { method = 'GET', body, token, address, form } = {}) {
    for (let attempt = 1; ; attempt += 1) {
      const headers = {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(address && { 'x-forwarded-for': address }),
      };
      const payload = form
        ? new URLSearchParams(form).toString()
        : body === undefined
          ? undefined
          : JSON.stringify(body);
      const answer = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' }).then(
        async (response) => ({ status: response.status, text: await response.text() }),
        (error) => ({ status: 0, text: String(error.cause?.code ?? error.message) }),
      );
      if (!(answer.status === 0 || RETRIED.has(answer.status))) return { ...answer, retried: attempt > 1 };
      tally('retried');
      if (attempt === TRIES) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      await sleep(250 * Math.min(attempt, 4));
    }
  };
}

const json = (answer) => JSON.parse(answer.text);

/** A journey's number in letters, as a guest's name must be written: 1 is A, 27 is AA. */
const lettersOf = (n) => (n > 26 ? lettersOf(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

function expectStatus(answer, statuses, what) {
  if (!statuses.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/**
 * The customer's event stream, read as EventSource does: each event's id kept, a stream that ends reconnected after
 * its `retry` hint with `Last-Event-ID`, through the balancer (so to any copy).
 */
export function eventStream(baseUrl, token, address) {
  const events = new Map();
  let lastId;
  let closed = false;
  let abort;
  let connections = 0;
  const read = async () => {
    while (!closed) {
      abort = new AbortController();
      let retryMs = 1000;
      try {
        const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': address };
        if (lastId) headers['last-event-id'] = String(lastId);
        const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
        if (response.status !== 200) throw new Error(`events: ${response.status}`);
        connections += 1;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const fields = Object.fromEntries(
              buffer
                .slice(0, end)
                .split('\n')
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            buffer = buffer.slice(end + 2);
            if (fields.retry) retryMs = Number(fields.retry);
            if (fields.id && fields.event === 'bid') {
              lastId = Number(fields.id);
              events.set(lastId, JSON.parse(fields.data));
            }
          }
        }
      } catch {
        if (closed) return;
      }
      await sleep(retryMs);
    }
  };
  const reading = read();
  return {
    opened: async () => {
      while (connections === 0) await sleep(50);
    },
    /** Waits for an event matching `match`, at most `timeoutMs`: whether it came. */
    async until(match, timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if ([...events.values()].some(match)) return true;
        await sleep(100);
      }
      return false;
    },
    ids: () => [...events.keys()],
    reconnections: () => Math.max(0, connections - 1),
    async close() {
      closed = true;
      abort?.abort();
      await reading;
    },
  };
}

/** The first hotel of the largest city with a rate for the stay, and that rate's price as listed. */
export async function rateFor(call, stay) {
  const [region] = json(await call('/api/regions'));
  const hids = json(await call('/api/getListOfHotels', { method: 'POST', body: { region_id: region.id } }));
  for (const hid of hids) {
    const page = json(await call('/api/hotelPage', { method: 'POST', body: { ...stay, hid } }));
    const rate = page.hotels[0]?.rates[0];
    if (rate) return { hid, rate, listed: listedPrice(rate) };
  }
  throw new Error('no hotel with rooms in the largest city');
}

/**
 * One journey; `written` records each write the API acknowledged, checked in the database afterwards. `payAt()` names
 * a copy the journey pays through directly (the sandbox's Stripe lives in each copy), `release()` frees it.
 */
export async function journey(n, { call, baseUrl, runId, supplierToken, payAt, written }) {
  const address = `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `drill-${runId}-${n}@example.com`;
  const signUp = await call('/api/User/createCustomer', {
    method: 'POST',
    address,
    body: { email, password: PASSWORD },
  });
  expectStatus(signUp, signUp.retried ? [201, 409] : [201], 'sign-up');
  written.customers.push(email);
  const signIn = { method: 'POST', address, body: { email, password: PASSWORD } };
  const { access_token: token } = json(expectStatus(await call('/api/authenticateCustomer', signIn), [200], 'sign-in'));
  const customerId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const stream = eventStream(baseUrl, token, address);
  try {
    await stream.opened();
    const checkin = addDays(today(new Date()), 30 + (n % 300));
    const stay = { checkin, checkout: addDays(checkin, 2) };
    const { hid, rate, listed } = await rateFor(call, stay);
    const booking = { check_in: checkin, check_out: stay.checkout, guests: [{ adults: 2, children: [] }] };
    const body = {
      customer_id: customerId,
      hotel_id: hid,
      bid: Math.floor(listed * 0.5),
      booking: { book_hash: rate.book_hash, match_hash: rate.match_hash, ...booking },
    };
    const placed = await call('/api/newCreateBid', { method: 'POST', token, address, body });
    const bid = json(expectStatus(placed, [200, 201], 'bid'));
    written.bids.push(bid.id);
    const counter = { method: 'POST', token: supplierToken, body: { amount: listed } };
    expectStatus(await call(`/api/supplier/bids/${bid.id}/counter`, counter), [200], 'counter-offer');
    const live = await stream.until((event) => event.bidId === bid.id && event.status === 'counteroffer');
    const ordered = await call('/api/orderBookingForm', { method: 'POST', token, address, body: { bid_id: bid.id } });
    if (ordered.status === 409) return { n, email, customerId, live, status: 'price rose', stream };
    const { partner_order_id: order } = json(expectStatus(ordered, [200, 201], 'booking form'));
    const guests = [
      { first_name: 'Drill', last_name: `Guest ${lettersOf(n)}` },
      { first_name: 'Drill', last_name: `Partner ${lettersOf(n)}` },
    ];
    const finish = { method: 'POST', token, address, body: { partner_order_id: order, rooms: [{ guests }] } };
    expectStatus(await call('/api/FinishBooking', finish), [200], 'guests');
    const status = await pay(payAt, { token, address, order });
    if (status === 'confirmed') written.bookings.push(order);
    return { n, email, customerId, live, status, stream };
  } catch (error) {
    await stream.close();
    throw error;
  }
}

/** Product, session, card and confirmation through one copy, whose sandbox Stripe holds them; then the booking. */
async function pay(payAt, { token, address, order }) {
  const copy = await payAt();
  try {
    const direct = copy.call;
    const product = await direct('/api/createProduct', {
      method: 'POST',
      token,
      address,
      body: { partner_order_id: order },
    });
    const { priceId } = json(expectStatus(product, [200], 'product'));
    const path = `/api/createEmbeddedSession?priceId=${priceId}&successPath=/hotel-booking/confirmation`;
    const session = json(expectStatus(await direct(path, { method: 'POST', token, address }), [200], 'session'));
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Drill' };
    expectStatus(await direct(session.embedUrl, { method: 'POST', form: card }), [200, 303], 'card');
    const confirm = { method: 'POST', token, address, body: { session_id: session.sessionId } };
    expectStatus(await direct('/api/registerPurchase', confirm), [200], 'payment');
    for (let poll = 0; poll < 120; poll += 1) {
      const progress = { method: 'POST', token, address, body: { partner_order_id: order } };
      const { status } = json(expectStatus(await direct('/api/registerPurchase', progress), [200], 'booking'));
      if (!['quoted', 'paid', 'processing'].includes(status)) return status;
      await sleep(500);
    }
    return 'processing';
  } finally {
    copy.release();
  }
}
