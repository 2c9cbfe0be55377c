import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { noSuch } from './errors.ts';
import { newId, newSecret } from './ids.ts';
import type { Card, Charge, CheckoutSession, PaymentIntent } from './objects.ts';

export type PaidCard = Card & { name: string | null };

export function charge(intent: PaymentIntent, { name, ...card }: PaidCard): Charge {
  return {
    id: intent.latest_charge ?? '',
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    billing_details: { name },
    captured: true,
    created: intent.created,
    currency: intent.currency,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    payment_method_details: { type: 'card', card },
    refunded: false,
    status: 'succeeded',
  };
}

/** A successful card payment: the payment intent and its charge, the session complete, the webhook sent. */
export function completeSession(context: StripeContext, session: CheckoutSession, card: PaidCard): void {
  const id = newId('pi');
  const chargeId = newId('ch');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    client_secret: `${id}_secret_${newSecret(25)}`,
    created: unixSeconds(context.clock),
    currency: session.currency,
    customer: null,
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    metadata: session.metadata,
    payment_method: null,
    payment_method_types: ['card'],
    setup_future_usage: null,
    status: 'succeeded',
  };
  const { data } = context.store;
  data.paymentIntents[id] = intent;
  data.charges[chargeId] = charge(intent, card);
  Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id, url: null });
  context.store.save();
  context.webhooks.send('checkout.session.completed', session);
}

export function getPaymentIntent(context: StripeContext, id: string, param = 'id'): PaymentIntent {
  const intent = context.store.data.paymentIntents[id];
  if (!intent) throw noSuch('payment_intent', id, param);
  return intent;
}

export function getCharge(context: StripeContext, id: string): Charge {
  const found = context.store.data.charges[id];
  if (!found) throw noSuch('charge', id, 'id');
  return found;
}
