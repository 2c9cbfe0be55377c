import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrice, GOOD_CARD, hostedSession, startTestStripe, submitCard, type TestStripe } from './test-stripe.ts';

let harness: TestStripe;
let priceId: string;

beforeAll(async () => {
  harness = await startTestStripe();
  priceId = (await createPrice(harness.stripe, 10_000)).id;
});
afterAll(() => harness.close());

async function paidIntent(): Promise<string> {
  const session = await hostedSession(harness.stripe, priceId);
  await submitCard(session.url ?? '', GOOD_CARD);
  return String((await harness.stripe.checkout.sessions.retrieve(session.id)).payment_intent);
}

describe('Stripe emulator API', () => {
  it('rejects a wrong API key like Stripe', async () => {
    const wrong = harness.sdk('sk_test_wrongwrongwrong1234');
    const failure = await wrong.prices.retrieve(priceId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((failure as Error).message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
  });

  it('creates and retrieves prices in minor units with a lower-case currency', async () => {
    const price = await harness.stripe.prices.retrieve(priceId);
    expect(price).toMatchObject({ object: 'price', unit_amount: 10_000, currency: 'usd', type: 'one_time' });
    const missing = await harness.stripe.prices.retrieve('price_nope').catch((error: unknown) => error);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('knows no object by a name every JavaScript object has, as Stripe knows none', async () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const missing = [
        await harness.stripe.checkout.sessions.retrieve(id).catch((error: unknown) => error),
        await harness.stripe.prices.retrieve(id).catch((error: unknown) => error),
        await harness.stripe.paymentIntents.retrieve(id).catch((error: unknown) => error),
      ];
      for (const failure of missing) expect(failure).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    }
  });

  it('names a missing parameter', async () => {
    const failure = await harness.stripe.checkout.sessions
      .create({ mode: 'payment', success_url: 'http://shop.test/ok' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(failure).toMatchObject({ code: 'parameter_missing', param: 'line_items' });
  });

  it('replays a request sent again with the same idempotency key', async () => {
    const params = {
      mode: 'payment' as const,
      line_items: [{ price: priceId, quantity: 1 }],
      success_url: 'http://a.test',
    };
    const first = await harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'order-1' });
    const second = await harness.stripe.checkout.sessions.create(params, { idempotencyKey: 'order-1' });
    expect(second.id).toBe(first.id);
    const other = await harness.stripe.checkout.sessions
      .create({ ...params, success_url: 'http://b.test' }, { idempotencyKey: 'order-1' })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refunds in part, then the rest, and refuses more than was paid', async () => {
    const paymentIntent = await paidIntent();
    const partial = await harness.stripe.refunds.create({ payment_intent: paymentIntent, amount: 2_500 });
    expect(partial).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 2_500,
      payment_intent: paymentIntent,
    });
    const tooMuch = await harness.stripe.refunds
      .create({ payment_intent: paymentIntent, amount: 9_000 })
      .catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((tooMuch as Error).message).toBe(
      'Refund amount ($90.00) is greater than unrefunded amount on charge ($75.00)',
    );
    const rest = await harness.stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(7_500);
    const { latest_charge: charge } = await harness.stripe.paymentIntents.retrieve(paymentIntent);
    expect(await harness.stripe.charges.retrieve(String(charge))).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
  });

  it('expires a session on request and after expires_at', async () => {
    const manual = await hostedSession(harness.stripe, priceId);
    expect((await harness.stripe.checkout.sessions.expire(manual.id)).status).toBe('expired');
    const timed = await hostedSession(harness.stripe, priceId, { expires_at: harness.now() + 3_600 });
    harness.advance(3_601);
    expect((await harness.stripe.checkout.sessions.retrieve(timed.id)).status).toBe('expired');
    const late = await submitCard(timed.url ?? '', GOOD_CARD);
    expect(late.html).toContain('This Checkout Session is no longer active.');
  });
});
