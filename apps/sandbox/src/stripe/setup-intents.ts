import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { getCustomer } from './customers.ts';
import { cardError, invalidRequest, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import { newId, newSecret } from './ids.ts';
import type { PaymentMethod, SetupIntent } from './objects.ts';
import { metadata, optionalText } from './params.ts';
import { attachTo, cardNumberOf, resolvePaymentMethod } from './payment-methods.ts';
import { setupOutcome } from './test-cards.ts';

function usageOf(form: Form): SetupIntent['usage'] {
  const usage = optionalText(form, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session')
    throw invalidRequest(`Invalid usage: ${usage}`, { param: 'usage' });
  return usage;
}

export function getSetupIntent(context: StripeContext, id: string): SetupIntent {
  const intent = context.store.data.setupIntents[id];
  if (!intent) throw noSuch('setup_intent', id);
  return intent;
}

/** The card a customer saves, checked and attached: succeeded and announced, or refused with Stripe's 402. */
export function confirmWith(context: StripeContext, intent: SetupIntent, method: PaymentMethod): SetupIntent {
  if (intent.status !== 'requires_payment_method') {
    throw invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}, which is not one of requires_payment_method, requires_confirmation, requires_action.`,
      { code: 'setup_intent_unexpected_state' },
    );
  }
  const outcome = setupOutcome(cardNumberOf(method));
  if (outcome.result === 'declined') {
    const error = {
      type: 'card_error' as const,
      code: outcome.code,
      decline_code: outcome.declineCode,
      message: outcome.message,
      payment_method: method,
    };
    Object.assign(intent, { last_setup_error: error, payment_method: null });
    context.store.save();
    context.webhooks.send('setup_intent.setup_failed', intent);
    throw cardError(outcome.message, {
      code: outcome.code,
      decline_code: outcome.declineCode,
      setup_intent: structuredClone(intent),
    });
  }
  if (intent.customer) attachTo(context, method, intent.customer);
  Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_setup_error: null });
  context.store.save();
  context.webhooks.send('setup_intent.succeeded', intent);
  return intent;
}

export function createSetupIntent(context: StripeContext, form: Form): SetupIntent {
  const customer = optionalText(form, 'customer');
  if (customer) getCustomer(context, customer, 'customer');
  const id = newId('seti');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    cancellation_reason: null,
    client_secret: `${id}_secret_${newSecret(25)}`,
    created: unixSeconds(context.clock),
    customer,
    description: optionalText(form, 'description'),
    last_setup_error: null,
    livemode: false,
    metadata: metadata(form),
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: usageOf(form),
  };
  context.store.data.setupIntents[id] = intent;
  context.store.save();
  const method = optionalText(form, 'payment_method');
  if (form.confirm === 'true' && method)
    return confirmWith(context, intent, resolvePaymentMethod(context, method, 'payment_method'));
  return intent;
}

/** What Stripe.js does with the card page's card, and what a test does with `pm_card_visa` and the secret key. */
export function confirmSetupIntent(context: StripeContext, id: string, form: Form): SetupIntent {
  const intent = getSetupIntent(context, id);
  const method = optionalText(form, 'payment_method');
  if (!method)
    throw invalidRequest('You must provide a payment_method to confirm this SetupIntent.', {
      code: 'parameter_missing',
      param: 'payment_method',
    });
  return confirmWith(context, intent, resolvePaymentMethod(context, method, 'payment_method'));
}

export function cancelSetupIntent(context: StripeContext, id: string): SetupIntent {
  const intent = getSetupIntent(context, id);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(`You cannot cancel this SetupIntent because it has a status of ${intent.status}.`, {
      code: 'setup_intent_unexpected_state',
    });
  }
  intent.status = 'canceled';
  context.store.save();
  return intent;
}
