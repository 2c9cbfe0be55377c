import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECRET_KEY,
  startTestStripe,
  startWebhookReceiver,
  waitFor,
  WEBHOOK_SECRET,
  type TestStripe,
} from './test-stripe.ts';

let harness: TestStripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  harness = await startTestStripe({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await harness.close();
  await receiver.close();
});

async function savedCard(testMethod: string) {
  const customer = await harness.stripe.customers.create({ email: 'ada@example.com' });
  const intent = await harness.stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const confirmed = await harness.stripe.setupIntents.confirm(intent.id, { payment_method: testMethod });
  return { customer: customer.id, paymentMethod: String(confirmed.payment_method), intent: confirmed };
}

function offSessionCharge(customer: string, paymentMethod: string, key: string, amount = 24_000) {
  return harness.stripe.paymentIntents.create(
    { amount, currency: 'eur', customer, payment_method: paymentMethod, off_session: true, confirm: true },
    { idempotencyKey: key },
  );
}

function events(type: string) {
  return receiver.received
    .map(({ payload, signature }) => harness.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET))
    .filter((event) => event.type === type);
}

describe('Stripe emulator saved cards', () => {
  it('saves a test card through a SetupIntent, attaches it and announces it', async () => {
    const { customer, paymentMethod, intent } = await savedCard('pm_card_visa');
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'succeeded', usage: 'off_session', customer });
    expect(paymentMethod).toMatch(/^pm_/);
    const listed = await harness.stripe.paymentMethods.list({ customer, type: 'card' });
    expect(listed.data.map((method) => [method.id, method.card?.brand, method.card?.last4])).toEqual([
      [paymentMethod, 'visa', '4242'],
    ]);
    const announced = await waitFor(() =>
      events('setup_intent.succeeded').find((e) => (e.data.object as { id: string }).id === intent.id),
    );
    expect(announced.data.object).toMatchObject({ payment_method: paymentMethod, status: 'succeeded' });
  });

  it('sets a default card, lists newest first and detaches', async () => {
    const { customer, paymentMethod: visa } = await savedCard('pm_card_visa');
    const second = await harness.stripe.setupIntents.create({ customer });
    const mastercard = String(
      (await harness.stripe.setupIntents.confirm(second.id, { payment_method: 'pm_card_mastercard' })).payment_method,
    );
    const updated = await harness.stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: mastercard },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(mastercard);
    const listed = await harness.stripe.customers.listPaymentMethods(customer);
    expect(listed.data.map((method) => method.card?.brand)).toEqual(['mastercard', 'visa']);
    await harness.stripe.paymentMethods.detach(mastercard);
    expect((await harness.stripe.customers.retrieve(customer)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    expect((await harness.stripe.paymentMethods.list({ customer })).data.map((method) => method.id)).toEqual([visa]);
    const again = await harness.stripe.paymentMethods.detach(mastercard).catch((error: unknown) => error);
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' });
  });

  it('charges a saved card off-session, once for one idempotency key', async () => {
    const { customer, paymentMethod } = await savedCard('pm_card_visa');
    const first = await offSessionCharge(customer, paymentMethod, 'autopay-bid-1');
    const second = await offSessionCharge(customer, paymentMethod, 'autopay-bid-1');
    expect(first).toMatchObject({ status: 'succeeded', amount: 24_000, amount_received: 24_000, customer });
    expect(second.id).toBe(first.id);
    const charge = await harness.stripe.charges.retrieve(String(first.latest_charge));
    expect(charge).toMatchObject({ paid: true, amount: 24_000, payment_method: paymentMethod });
  });

  it('makes one charge of many sent at once with one idempotency key', async () => {
    const { customer, paymentMethod } = await savedCard('pm_card_visa');
    const retrying = new Stripe(SECRET_KEY, {
      host: harness.emulator.host,
      port: harness.emulator.port,
      protocol: 'http',
      maxNetworkRetries: 5,
    });
    const charges = await Promise.all(
      Array.from({ length: 20 }, () =>
        retrying.paymentIntents.create(
          { amount: 5_000, currency: 'eur', customer, payment_method: paymentMethod, off_session: true, confirm: true },
          { idempotencyKey: 'autopay-group-1' },
        ),
      ),
    );
    expect(new Set(charges.map((charge) => charge.id)).size).toBe(1);
  });

  it('declines an off-session charge for insufficient funds as Stripe test mode does', async () => {
    const { customer, paymentMethod } = await savedCard('pm_card_chargeDeclinedInsufficientFunds');
    const failure = await offSessionCharge(customer, paymentMethod, 'autopay-bid-2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'insufficient_funds' });
    const intent = (failure as Stripe.errors.StripeCardError).payment_intent;
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
    const replayed = await offSessionCharge(customer, paymentMethod, 'autopay-bid-2').catch((error: unknown) => error);
    expect((replayed as Stripe.errors.StripeCardError).payment_intent?.id).toBe(intent?.id);
  });

  it('saves the authentication card but refuses it off-session with authentication_required', async () => {
    const { customer, paymentMethod, intent } = await savedCard('pm_card_authenticationRequired');
    expect(intent.status).toBe('succeeded');
    const failure = await offSessionCharge(customer, paymentMethod, 'autopay-bid-3').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
  });

  it('refuses to save a card the bank declines, and a card of another customer', async () => {
    const customer = await harness.stripe.customers.create({});
    const intent = await harness.stripe.setupIntents.create({ customer: customer.id });
    const failure = await harness.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 402, code: 'card_declined' });
    const { paymentMethod } = await savedCard('pm_card_visa');
    const foreign = await offSessionCharge(customer.id, paymentMethod, 'other').catch((error: unknown) => error);
    expect(foreign).toMatchObject({ statusCode: 400, param: 'payment_method' });
  });

  it('saves a card typed on the card page and sends the browser back as Stripe.js does', async () => {
    const customer = await harness.stripe.customers.create({});
    const intent = await harness.stripe.setupIntents.create({ customer: customer.id });
    const page = `${harness.emulator.url}/setup/${intent.id}`;
    const returnUrl = 'http://shop.test/profile/payment';
    const query = new URLSearchParams({ client_secret: String(intent.client_secret), return_url: returnUrl });
    expect((await fetch(`${page}?${query}`)).status).toBe(200);
    expect((await fetch(`${page}?client_secret=wrong&return_url=${returnUrl}`)).status).toBe(404);
    const body = new URLSearchParams({
      client_secret: String(intent.client_secret),
      return_url: returnUrl,
      number: '5555 5555 5555 4444',
      expiry: '12/30',
      cvc: '123',
      name: 'Ada',
    });
    const response = await fetch(page, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const html = await response.text();
    expect(html).toContain(`setup_intent=${intent.id}`);
    expect(html).toContain('redirect_status=succeeded');
    const saved = await harness.stripe.setupIntents.retrieve(intent.id);
    const method = await harness.stripe.paymentMethods.retrieve(String(saved.payment_method));
    expect(method).toMatchObject({
      customer: customer.id,
      card: { brand: 'mastercard', last4: '4444', exp_year: 2030 },
    });
  });
});
