import { createHash } from 'node:crypto';
import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { getCustomer } from './customers.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import { newId } from './ids.ts';
import type { Card, PaymentMethod } from './objects.ts';
import { optionalInteger, optionalText, requiredText } from './params.ts';
import { TEST_CARDS, TEST_PAYMENT_METHODS, testCardNumber } from './test-cards.ts';

/** The years Stripe's test PaymentMethods are valid ahead of today. */
const TEST_CARD_YEARS = 3;
const DEFAULT_LIST_LIMIT = 10;

export type CardDetails = { number: string; exp_month: number; exp_year: number; name: string | null };

function brandOf(number: string): Card['brand'] {
  const outcome = TEST_CARDS[number];
  return outcome?.result === 'paid' ? outcome.brand : 'visa';
}

/** A new card PaymentMethod, as tokenising a card in the browser makes one. */
export function createCardPaymentMethod(context: StripeContext, details: CardDetails): PaymentMethod {
  const method: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { name: details.name },
    card: {
      brand: brandOf(details.number),
      last4: details.number.slice(-4),
      exp_month: details.exp_month,
      exp_year: details.exp_year,
      country: 'US',
      funding: 'credit',
      fingerprint: createHash('sha256').update(details.number).digest('base64url').slice(0, 16),
    },
    created: unixSeconds(context.clock),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  context.store.data.paymentMethods[method.id] = method;
  context.store.save();
  return method;
}

export function getPaymentMethod(context: StripeContext, id: string, param = 'id'): PaymentMethod {
  const method = context.store.data.paymentMethods[id];
  if (!method) throw noSuch('PaymentMethod', id, param);
  return method;
}

/** A stored PaymentMethod, or a fresh one of the test card a `pm_card_…` id names. */
export function resolvePaymentMethod(context: StripeContext, id: string, param: string): PaymentMethod {
  const number = TEST_PAYMENT_METHODS[id];
  if (!number) return getPaymentMethod(context, id, param);
  const year = context.clock.now().getUTCFullYear() + TEST_CARD_YEARS;
  return createCardPaymentMethod(context, { number, exp_month: 12, exp_year: year, name: null });
}

/** The test card number a PaymentMethod was made of, which decides what charging it does. */
export function cardNumberOf(method: PaymentMethod): string {
  return testCardNumber(method.card.last4) ?? '';
}

export function attachTo(context: StripeContext, method: PaymentMethod, customerId: string): PaymentMethod {
  getCustomer(context, customerId, 'customer');
  if (method.customer && method.customer !== customerId) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer. To reuse it, detach it first.',
      { code: 'payment_method_unexpected_state' },
    );
  }
  if (!method.customer) {
    method.customer = customerId;
    context.store.save();
    context.webhooks.send('payment_method.attached', method);
  }
  return method;
}

export function attachPaymentMethod(context: StripeContext, id: string, form: Form): PaymentMethod {
  return attachTo(context, getPaymentMethod(context, id), requiredText(form, 'customer'));
}

export function detachPaymentMethod(context: StripeContext, id: string): PaymentMethod {
  const method = getPaymentMethod(context, id);
  if (!method.customer) {
    throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
      code: 'payment_method_unexpected_state',
    });
  }
  const customer = context.store.data.customers[method.customer];
  if (customer?.invoice_settings.default_payment_method === id) customer.invoice_settings.default_payment_method = null;
  method.customer = null;
  context.store.save();
  context.webhooks.send('payment_method.detached', method);
  return method;
}

/** A customer's cards, newest first, as Stripe lists them (one page; `has_more` says when there are more). */
export function listPaymentMethods(context: StripeContext, form: Form, customerId?: string) {
  const customer = customerId ?? requiredText(form, 'customer');
  getCustomer(context, customer, 'customer');
  const type = optionalText(form, 'type');
  if (type !== null && type !== 'card')
    return { object: 'list', data: [], has_more: false, url: '/v1/payment_methods' };
  const limit = optionalInteger(form, 'limit') ?? DEFAULT_LIST_LIMIT;
  const all = Object.values(context.store.data.paymentMethods)
    .filter((method) => method.customer === customer)
    .reverse();
  return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/payment_methods' };
}
