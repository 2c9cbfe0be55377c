import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { getCustomer } from './customers.ts';
import { cardError, invalidRequest, missingParam } from './errors.ts';
import type { Form } from './form.ts';
import { newId, newSecret } from './ids.ts';
import type { PaymentIntent, PaymentMethod } from './objects.ts';
import { currency, metadata, optionalInteger, optionalText, requiredInteger } from './params.ts';
import { charge, getPaymentIntent } from './payments.ts';
import { cardNumberOf, resolvePaymentMethod } from './payment-methods.ts';
import { offSessionOutcome, onSessionNeedsAction } from './test-cards.ts';

const DEFAULT_LIST_LIMIT = 10;
/** Stripe's smallest charge in a two-decimal currency. */
const MIN_AMOUNT = 50;

function amountOf(form: Form): number {
  const amount = requiredInteger(form, 'amount');
  if (amount < MIN_AMOUNT) {
    throw invalidRequest('Amount must be at least 50 cents', { code: 'amount_too_small', param: 'amount' });
  }
  return amount;
}

/** A saved card is used only by its own customer, and an off-session charge needs that customer named. */
function methodFor(context: StripeContext, form: Form, customer: string | null): PaymentMethod | null {
  const id = optionalText(form, 'payment_method');
  if (!id) return null;
  const method = resolvePaymentMethod(context, id, 'payment_method');
  if (method.customer && method.customer !== customer) {
    throw invalidRequest(
      `The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.`,
      { param: 'payment_method' },
    );
  }
  return method;
}

function succeed(context: StripeContext, intent: PaymentIntent, method: PaymentMethod): PaymentIntent {
  const chargeId = newId('ch');
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: chargeId,
    last_payment_error: null,
  });
  const { brand, last4, exp_month, exp_year } = method.card;
  context.store.data.charges[chargeId] = charge(intent, {
    brand,
    last4,
    exp_month,
    exp_year,
    name: method.billing_details.name,
  });
  context.store.save();
  context.webhooks.send('payment_intent.succeeded', intent);
  return intent;
}

/** The card charged now: off-session, an authentication card fails as nobody can answer its challenge. */
function confirm(context: StripeContext, intent: PaymentIntent, method: PaymentMethod, offSession: boolean) {
  const number = cardNumberOf(method);
  intent.payment_method = method.id;
  if (!offSession && onSessionNeedsAction(number)) {
    throw invalidRequest('The emulator has no authentication challenge; confirm this card off-session.', {
      param: 'off_session',
    });
  }
  const outcome = offSessionOutcome(number);
  if (outcome.result === 'paid') return succeed(context, intent, method);
  const error = {
    type: 'card_error' as const,
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    payment_method: method,
  };
  Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, payment_method: null });
  context.store.save();
  context.webhooks.send('payment_intent.payment_failed', intent);
  throw cardError(outcome.message, {
    code: outcome.code,
    decline_code: outcome.declineCode,
    payment_intent: structuredClone(intent),
  });
}

/** `POST /v1/payment_intents`: with `confirm=true` and a saved card, the charge is made (or refused) at once. */
export function createPaymentIntent(context: StripeContext, form: Form): PaymentIntent {
  const amount = amountOf(form);
  const customer = optionalText(form, 'customer');
  if (customer) getCustomer(context, customer, 'customer');
  const method = methodFor(context, form, customer);
  const offSession = form.off_session === 'true';
  if (offSession && form.confirm !== 'true') {
    throw invalidRequest('`off_session` can only be used with `confirm: true`.', { param: 'off_session' });
  }
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    client_secret: `${id}_secret_${newSecret(25)}`,
    created: unixSeconds(context.clock),
    currency: currency(form, 'currency'),
    customer,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadata(form),
    payment_method: method?.id ?? null,
    payment_method_types: ['card'],
    setup_future_usage: null,
    status: 'requires_payment_method',
  };
  context.store.data.paymentIntents[id] = intent;
  context.store.save();
  if (form.confirm !== 'true') return intent;
  if (!method) throw missingParam('payment_method');
  return confirm(context, intent, method, offSession);
}

export function confirmPaymentIntent(context: StripeContext, id: string, form: Form): PaymentIntent {
  const intent = getPaymentIntent(context, id);
  if (intent.status === 'succeeded') {
    throw invalidRequest('This PaymentIntent has already succeeded.', { code: 'payment_intent_unexpected_state' });
  }
  const method = methodFor(
    context,
    { payment_method: optionalText(form, 'payment_method') ?? intent.payment_method ?? '' },
    intent.customer,
  );
  if (!method) throw missingParam('payment_method');
  return confirm(context, intent, method, form.off_session === 'true');
}

/** `GET /v1/payment_intents?customer=…`: a customer's PaymentIntents, newest first, as Stripe lists them. */
export function listPaymentIntents(context: StripeContext, form: Form) {
  const customer = optionalText(form, 'customer');
  const limit = optionalInteger(form, 'limit') ?? DEFAULT_LIST_LIMIT;
  const all = Object.values(context.store.data.paymentIntents)
    .filter((intent) => customer === null || intent.customer === customer)
    .reverse();
  return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/payment_intents' };
}
