import Fastify from 'fastify';
import Stripe from 'stripe';
import { startStripeEmulator, type StandaloneStripeOptions } from './server.ts';

export const SECRET_KEY = 'sk_test_51EmulatorKey0000000000000000';
export const WEBHOOK_SECRET = 'whsec_test_emulator_secret';
export const DAY_SECONDS = 86_400;

/** The emulator on a free port, an SDK client pointed at it, and a clock the test moves by hand. */
export async function startTestStripe(options: Partial<StandaloneStripeOptions> = {}) {
  let time = Date.parse('2026-06-01T09:00:00Z');
  const clock = { now: () => new Date(time) };
  const emulator = await startStripeEmulator({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    clock,
    webhookRetryDelayMs: 20,
    ...options,
  });
  const sdk = (key = SECRET_KEY) =>
    new Stripe(key, { host: emulator.host, port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    emulator,
    stripe: sdk(),
    sdk,
    now: () => Math.floor(time / 1000),
    advance: (seconds: number) => {
      time += seconds * 1000;
    },
    close: () => emulator.close(),
  };
}

export type TestStripe = Awaited<ReturnType<typeof startTestStripe>>;

export async function createPrice(stripe: Stripe, unitAmount = 12_345) {
  const product = await stripe.products.create({ name: 'Hotel Aurora, 2 nights' });
  return stripe.prices.create({ product: product.id, unit_amount: unitAmount, currency: 'USD' });
}

export async function hostedSession(stripe: Stripe, priceId: string, extra: Stripe.Checkout.SessionCreateParams = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: 'http://shop.test/done?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/cancelled',
    metadata: { bidId: '42' },
    ...extra,
  });
}

export type CardFields = { number: string; expiry: string; cvc: string; name?: string };

export const GOOD_CARD: CardFields = {
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Ada Lovelace',
};

export async function submitCard(pageUrl: string, card: CardFields) {
  const response = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: '', ...card }).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    csp: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  };
}

/** A webhook endpoint that answers 500 to the first `failures` deliveries and keeps every raw body it accepted. */
export async function startWebhookReceiver(failures = 0) {
  const app = Fastify({ logger: false });
  const received: { payload: string; signature: string }[] = [];
  let attempts = 0;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/webhook', async (request, reply) => {
    attempts += 1;
    if (attempts <= failures) return reply.code(500).send('boom');
    received.push({ payload: String(request.body), signature: String(request.headers['stripe-signature']) });
    return { received: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/webhook`, received, attempts: () => attempts, close: () => app.close() };
}

export async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
