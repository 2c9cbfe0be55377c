import type { PaymentMethod } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { SANDBOX_STRIPE_KEYS } from '../src/config.ts';
import { acceptableAmount, bidBody, offersByCity, type Offer } from './bid-fixtures.ts';
import { bookableAt } from './booking-fixtures.ts';
import type { SignedIn } from './factories.ts';

/** The official SDK at the test's Stripe emulator, with the sandbox's secret key: what a script finishing a set-up uses. */
export function stripeAt(emulator: { host: string; port: number }) {
  return new Stripe(SANDBOX_STRIPE_KEYS.secretKey, {
    host: emulator.host,
    port: emulator.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * A card saved as the browser saves it, without a browser: the set-up started at the API, confirmed at the emulator
 * with one of Stripe's test PaymentMethods, then the return page's call.
 */
export async function saveCard(app: FastifyInstance, stripe: Stripe, who: SignedIn, testMethod = 'pm_card_visa') {
  const setup = await app.inject({ method: 'POST', url: '/api/paymentMethods/setup', headers: who.auth });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { setupIntentId } = setup.json() as { setupIntentId: string };
  await stripe.setupIntents.confirm(setupIntentId, { payment_method: testMethod });
  const saved = await app.inject({
    method: 'POST',
    url: '/api/paymentMethods/confirm',
    headers: who.auth,
    payload: { setupIntentId },
  });
  if (saved.statusCode !== 200) throw new Error(`confirm: ${saved.statusCode} ${saved.body}`);
  return saved.json() as PaymentMethod;
}

/** Two adults in one room, as bidBody's stay has them. */
export const ROOMS = [
  {
    guests: [
      { first_name: 'Anna', last_name: 'Berg' },
      { first_name: 'Erik', last_name: 'Berg' },
    ],
  },
];

export function autopayBody(
  who: SignedIn,
  offer: Offer,
  bid: number,
  card: string,
  extra: Record<string, unknown> = {},
) {
  return bidBody(who, offer, bid, { autopay: true, payment_method_id: card, rooms: ROOMS, ...extra });
}

/** Every charge Stripe holds for the customer's saved cards: their PaymentIntents. */
export async function chargesOf(stripe: Stripe, card: string) {
  const method = await stripe.paymentMethods.retrieve(card);
  const intents = await stripe.paymentIntents.list({ customer: String(method.customer), limit: 100 });
  return intents.data;
}

/** Three hotels of one city the partner books as listed, neighbours in price, and an amount each of them can accept. */
export async function bookableGroup(app: FastifyInstance, etgUrl: string, avoiding: number[] = []) {
  const bookable = bookableAt(etgUrl);
  for await (const city of offersByCity(app)) {
    const kept: Offer[] = [];
    for (const offer of city) if (!avoiding.includes(offer.hid) && (await bookable(offer))) kept.push(offer);
    for (let start = 0; start + 3 <= kept.length; start += 1) {
      const offers = kept.slice(start, start + 3);
      const amount = acceptableAmount(offers);
      if (amount !== null) return { offers, amount };
    }
  }
  throw new Error('no city with three bookable hotels that take one amount');
}
