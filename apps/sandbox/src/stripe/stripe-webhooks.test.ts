import { afterEach, describe, expect, it } from 'vitest';
import {
  createPrice,
  GOOD_CARD,
  hostedSession,
  startTestStripe,
  startWebhookReceiver,
  submitCard,
  waitFor,
  WEBHOOK_SECRET,
} from './test-stripe.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setUp(failures: number, attempts?: number) {
  const receiver = await startWebhookReceiver(failures);
  const harness = await startTestStripe({ webhookUrl: receiver.url, webhookAttempts: attempts });
  cleanup.push(receiver.close, harness.close);
  return { receiver, harness, priceId: (await createPrice(harness.stripe)).id };
}

describe('Stripe emulator webhooks', () => {
  it('retries a delivery the endpoint answered with 500', async () => {
    const { receiver, harness, priceId } = await setUp(1);
    const session = await hostedSession(harness.stripe, priceId);
    await submitCard(session.url ?? '', GOOD_CARD);
    const delivery = await waitFor(() => receiver.received[0]);
    expect(receiver.attempts()).toBe(2);
    const event = harness.stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false });
  });

  it('gives up after the last attempt without failing the payment', async () => {
    const { receiver, harness, priceId } = await setUp(10, 3);
    const session = await hostedSession(harness.stripe, priceId);
    expect((await submitCard(session.url ?? '', GOOD_CARD)).status).toBe(303);
    await waitFor(() => (receiver.attempts() === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.attempts()).toBe(3);
  });

  it('announces refunds and expired sessions', async () => {
    const { receiver, harness, priceId } = await setUp(0);
    const paid = await hostedSession(harness.stripe, priceId);
    await submitCard(paid.url ?? '', GOOD_CARD);
    const { payment_intent } = await harness.stripe.checkout.sessions.retrieve(paid.id);
    await harness.stripe.refunds.create({ payment_intent: String(payment_intent), amount: 345 });
    await harness.stripe.checkout.sessions.expire((await hostedSession(harness.stripe, priceId)).id);
    await waitFor(() => (receiver.received.length === 3 ? true : undefined));
    const events = receiver.received.map(({ payload, signature }) =>
      harness.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );
    const types = events.map((event) => event.type).sort();
    expect(types).toEqual(['charge.refunded', 'checkout.session.completed', 'checkout.session.expired']);
    const refunded = events.find((event) => event.type === 'charge.refunded');
    expect(refunded?.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 345,
      refunded: false,
      payment_intent,
    });
  });
});
