import { messages } from '@bidstay/contract';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStripe, signedWebhook } from '../../../test/booking-fixtures.ts';
import { saveCard, stripeAt } from '../../../test/autopay-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCustomer, type SignedIn } from '../../../test/factories.ts';

let t: TestApp;
let emulator: Awaited<ReturnType<typeof startTestStripe>>;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startTestStripe({ now: () => t.clock.now() });
  stripe = stripeAt(emulator);
  t = await buildTestApp({ stripePort: emulator.port, catalogue: false });
});
afterAll(async () => {
  await t.close();
  await emulator.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
const cardsOf = async (who: SignedIn) => (await call(who, 'GET', '/api/paymentMethods')).json();

describe('saved cards', () => {
  it('saves a card set up with pm_card_visa through the emulator and lists it as the default', async () => {
    const who = await createSignedInCustomer(t.app);
    const setup = await call(who, 'POST', '/api/paymentMethods/setup');
    expect(setup.statusCode).toBe(200);
    const { setupIntentId, clientSecret, setupUrl } = setup.json();
    expect(setupUrl).toBe(`/sandbox/stripe/setup/${setupIntentId}?client_secret=${encodeURIComponent(clientSecret)}`);
    const intent = await stripe.setupIntents.retrieve(setupIntentId);
    expect(intent).toMatchObject({ usage: 'off_session', status: 'requires_payment_method' });

    await stripe.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_visa' });
    const saved = await call(who, 'POST', '/api/paymentMethods/confirm', { setupIntentId });
    expect(saved.statusCode).toBe(200);
    expect(await cardsOf(who)).toEqual([
      { id: saved.json().id, brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number), default: true },
    ]);
  });

  it('saves once whether the webhook or the return page tells first, and however often', async () => {
    const who = await createSignedInCustomer(t.app);
    const { setupIntentId } = (await call(who, 'POST', '/api/paymentMethods/setup')).json();
    const confirmed = await stripe.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_mastercard' });
    for (const eventId of ['evt_setup_1', 'evt_setup_1', 'evt_setup_2']) {
      const response = await signedWebhook(t.app, 'setup_intent.succeeded', confirmed, eventId);
      expect(response.statusCode).toBe(200);
    }
    await t.runJobs();
    expect((await call(who, 'POST', '/api/paymentMethods/confirm', { setupIntentId })).statusCode).toBe(200);
    const cards = await cardsOf(who);
    expect(cards.map((card: { brand: string }) => card.brand)).toEqual(['mastercard']);
  });

  it('keeps each customer to their own set-ups and cards', async () => {
    const owner = await createSignedInCustomer(t.app);
    const intruder = await createSignedInCustomer(t.app);
    const { setupIntentId } = (await call(owner, 'POST', '/api/paymentMethods/setup')).json();
    await stripe.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_visa' });
    const stolen = await call(intruder, 'POST', '/api/paymentMethods/confirm', { setupIntentId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(messages.paymentMethods.notFound);
    const card = await saveCard(t.app, stripe, owner);
    expect((await call(intruder, 'DELETE', `/api/paymentMethods/${card.id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'POST', `/api/paymentMethods/${card.id}/default`)).statusCode).toBe(404);
    expect(await cardsOf(intruder)).toEqual([]);
    expect(await t.app.inject({ method: 'GET', url: '/api/paymentMethods' })).toMatchObject({ statusCode: 401 });
  });

  it('answers 409 for a set-up not finished, and saves no card Stripe declined', async () => {
    const who = await createSignedInCustomer(t.app);
    const { setupIntentId } = (await call(who, 'POST', '/api/paymentMethods/setup')).json();
    const unfinished = await call(who, 'POST', '/api/paymentMethods/confirm', { setupIntentId });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(messages.paymentMethods.notSaved);
    const unknown = await call(who, 'POST', '/api/paymentMethods/confirm', { setupIntentId: 'seti_nope' });
    expect(unknown.statusCode).toBe(404);
    await expect(
      stripe.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({ code: 'card_declined' });
    expect((await call(who, 'POST', '/api/paymentMethods/confirm', { setupIntentId })).statusCode).toBe(409);
    expect(await cardsOf(who)).toEqual([]);
  });

  it('makes another card the default, and removes a card: detached at Stripe, the next one default', async () => {
    const who = await createSignedInCustomer(t.app);
    const visa = await saveCard(t.app, stripe, who, 'pm_card_visa');
    const mastercard = await saveCard(t.app, stripe, who, 'pm_card_mastercard');
    expect((await cardsOf(who)).map((card: { id: string; default: boolean }) => [card.id, card.default])).toEqual([
      [visa.id, true],
      [mastercard.id, false],
    ]);
    const defaulted = await call(who, 'POST', `/api/paymentMethods/${mastercard.id}/default`);
    expect(defaulted.json().map((card: { id: string; default: boolean }) => [card.id, card.default])).toEqual([
      [mastercard.id, true],
      [visa.id, false],
    ]);
    const customer = (await stripe.paymentMethods.retrieve(mastercard.id)).customer as string;
    expect(
      ((await stripe.customers.retrieve(customer)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBe(mastercard.id);
    expect((await call(who, 'DELETE', `/api/paymentMethods/${mastercard.id}`)).statusCode).toBe(204);
    expect((await stripe.paymentMethods.retrieve(mastercard.id)).customer).toBeNull();
    expect((await cardsOf(who)).map((card: { id: string; default: boolean }) => [card.id, card.default])).toEqual([
      [visa.id, true],
    ]);
    expect((await call(who, 'DELETE', `/api/paymentMethods/${mastercard.id}`)).statusCode).toBe(404);
  });
});
