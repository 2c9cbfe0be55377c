import { inflateSync } from 'node:zlib';
import type { BookingQuote } from '@bidstay/contract';
import { startStripeEmulator, signatureHeader } from '@bidstay/sandbox/stripe';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_STRIPE_KEYS } from '../src/config.ts';
import { listedPrice } from '@bidstay/contract';
import type { Rate } from '../src/partner/etg-types.ts';
import { STAY, partnerRates, type Offer } from './bid-fixtures.ts';
import { TEST_ETG_KEY, type TestApp } from './build-test-app.ts';
import type { SignedIn } from './factories.ts';
import { hotelIdsByRegion } from './catalogue-ids.ts';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** A Stripe emulator on its own port, on the clock of the app the test builds later. */
export async function startTestStripe(clock: { now(): Date }) {
  return startStripeEmulator({ ...SANDBOX_STRIPE_KEYS, clock, webhookRetryDelayMs: 10 });
}

async function call(app: FastifyInstance, who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
}

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

type Fate = 'available' | 'price_changed' | 'sold_out';

/** What the partner's prebook does with a rate (the sandbox decides per rate and stay, PARTNER.md §3.5). */
async function prebookFate(etgUrl: string, rate: Rate): Promise<Fate> {
  const response = await fetch(`${etgUrl}/api/b2b/v3/hotel/prebook/`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${TEST_ETG_KEY.keyId}:${TEST_ETG_KEY.apiKey}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ hash: rate.book_hash }),
  });
  const envelope = (await response.json()) as { status: string; data: { changes: { price_changed: boolean } } };
  if (envelope.status !== 'ok') return 'sold_out';
  return envelope.data.changes.price_changed ? 'price_changed' : 'available';
}

const freeToCancel = (rate: Rate) =>
  (rate.payment_options.payment_types[0]?.cancellation_penalties?.free_cancellation_before ?? null) !== null;

/**
 * A rate of the hotel page whose prebook ends as `fate`, so that a test does not hang on the sandbox's dice; one that
 * can be cancelled free for a while when `refundable`.
 */
export async function findOfferWith(
  app: FastifyInstance,
  etgUrl: string,
  fate: Fate,
  { refundable = false } = {},
): Promise<Offer> {
  const hotels = app.services.hotels;
  const hids = (await hotelIdsByRegion(hotels)).flat();
  for (const hid of hids) {
    for (const rate of (await partnerRates(app, hid)).filter((each) => !refundable || freeToCancel(each))) {
      if ((await prebookFate(etgUrl, rate)) === fate) return { hid, rate, listed: listedPrice(rate) };
    }
  }
  throw new Error(`no rate whose prebook is ${fate}`);
}

/** Whether the partner books an offer's rate as it is listed: a group of such offers can be paid. */
export const bookableAt = (etgUrl: string) => async (offer: Offer) =>
  (await prebookFate(etgUrl, offer.rate)) === 'available';

export function rateRequest(offer: Offer) {
  return {
    hotel_id: offer.hid,
    book_hash: offer.rate.book_hash,
    match_hash: offer.rate.match_hash,
    check_in: STAY.check_in,
    check_out: STAY.check_out,
    residency: 'se',
    currency: 'EUR',
    guests: [{ adults: 2, children: [] }],
  };
}

export async function quote(app: FastifyInstance, who: SignedIn, request: object): Promise<BookingQuote> {
  const response = await call(app, who, 'POST', '/api/orderBookingForm', request);
  expectStatus(response, 201, 'orderBookingForm');
  return response.json();
}

export function guestNames(quoted: BookingQuote) {
  return quoted.guests.map((room, index) => ({
    guests: [
      ...Array.from({ length: room.adults }, (_, adult) => ({
        first_name: `Guest ${'ABCDEFGH'[adult]}`,
        last_name: `Room ${'ABCDEFGH'[index]}`,
      })),
      ...room.children.map((age) => ({ first_name: 'Kid', last_name: 'Berg', is_child: true, age })),
    ],
  }));
}

/** Guests, product and an embedded session: what the booking page does before the card form. */
export async function checkout(app: FastifyInstance, who: SignedIn, quoted: BookingQuote) {
  const named = await call(app, who, 'POST', '/api/FinishBooking', {
    partner_order_id: quoted.partner_order_id,
    rooms: guestNames(quoted),
  });
  expectStatus(named, 200, 'FinishBooking');
  const product = await call(app, who, 'POST', '/api/createProduct', { partner_order_id: quoted.partner_order_id });
  expectStatus(product, 200, 'createProduct');
  const { priceId } = product.json();
  const session = await call(
    app,
    who,
    'POST',
    `/api/createEmbeddedSession?priceId=${priceId}&successPath=/hotel-booking/confirmation&mode=embedded`,
  );
  expectStatus(session, 200, 'createEmbeddedSession');
  return { priceId, session: session.json() as { sessionId: string; embedUrl: string } };
}

/** Fills the emulator's card page as a customer would; answers its status (303/200 paid, 402 declined). */
export async function payCard(stripeUrl: string, sessionId: string, card = GOOD_CARD) {
  const response = await fetch(`${stripeUrl}/checkout/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

export async function registerPurchase(app: FastifyInstance, who: SignedIn, body: object) {
  const response = await call(app, who, 'POST', '/api/registerPurchase', body);
  expectStatus(response, 200, 'registerPurchase');
  return response.json() as { status: string; amount_refunded: number; agreement_number: string | null };
}

/** Runs the jobs as the worker would, moving the clock past each status-poll delay, until nothing is due. */
export async function settle(t: TestApp, rounds = 20) {
  for (let round = 0; round < rounds; round += 1) {
    t.clock.advance(3_000);
    if ((await t.runJobs()) === 0) return;
  }
}

/** A Stripe webhook as the emulator (or Stripe) signs it. */
export function signedWebhook(
  app: FastifyInstance,
  type: string,
  object: object,
  eventId = `evt_${Date.now()}`,
  signedAt = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  return postWebhook(app, payload, signatureHeader(payload, SANDBOX_STRIPE_KEYS.webhookSecret, signedAt));
}

export const postWebhook = (app: FastifyInstance, payload: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

/** The text a PDF shows: its Flate streams inflated, their hex and literal strings decoded. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  // A stream is read by its stated length: compressed bytes may end in a carriage return the delimiter would take.
  const streams = [...source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const bytes = Buffer.from(source.slice(start, start + Number(match[1])), 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)])
    .map((match) =>
      [...(match[1] ?? `<${match[2]}>`).matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join('')
        // The standard fonts' WinAnsi encoding writes the euro sign as 0x80.
        .replaceAll('\u0080', '€'),
    )
    .join('\n');
}
