import type { StripeContext } from './context.ts';
import type { Form } from './form.ts';
import { createCustomer, getCustomer, updateCustomer } from './customers.ts';
import { confirmPaymentIntent, createPaymentIntent, listPaymentIntents } from './payment-intents.ts';
import { attachPaymentMethod, detachPaymentMethod, getPaymentMethod, listPaymentMethods } from './payment-methods.ts';
import { getCharge, getPaymentIntent } from './payments.ts';
import { createPrice, createProduct, getPrice } from './products.ts';
import { createRefund } from './refunds.ts';
import { createSession, expireSession, getSession } from './sessions.ts';
import { cancelSetupIntent, confirmSetupIntent, createSetupIntent, getSetupIntent } from './setup-intents.ts';

export type ApiInput = { form: Form; id: string; checkoutUrl: string };

export type ApiRoute = {
  method: 'GET' | 'POST';
  url: string;
  handle(context: StripeContext, input: ApiInput): unknown;
};

export const apiRoutes: ApiRoute[] = [
  { method: 'POST', url: '/products', handle: (context, { form }) => createProduct(context, form) },
  { method: 'POST', url: '/prices', handle: (context, { form }) => createPrice(context, form) },
  { method: 'GET', url: '/prices/:id', handle: (context, { id }) => getPrice(context, id) },
  {
    method: 'POST',
    url: '/checkout/sessions',
    handle: (context, { form, checkoutUrl }) => createSession(context, form, checkoutUrl),
  },
  { method: 'GET', url: '/checkout/sessions/:id', handle: (context, { id }) => getSession(context, id) },
  { method: 'POST', url: '/checkout/sessions/:id/expire', handle: (context, { id }) => expireSession(context, id) },
  { method: 'POST', url: '/refunds', handle: (context, { form }) => createRefund(context, form) },
  { method: 'POST', url: '/payment_intents', handle: (context, { form }) => createPaymentIntent(context, form) },
  { method: 'GET', url: '/payment_intents', handle: (context, { form }) => listPaymentIntents(context, form) },
  { method: 'GET', url: '/payment_intents/:id', handle: (context, { id }) => getPaymentIntent(context, id) },
  {
    method: 'POST',
    url: '/payment_intents/:id/confirm',
    handle: (context, { id, form }) => confirmPaymentIntent(context, id, form),
  },
  { method: 'POST', url: '/customers', handle: (context, { form }) => createCustomer(context, form) },
  { method: 'GET', url: '/customers/:id', handle: (context, { id }) => getCustomer(context, id) },
  { method: 'POST', url: '/customers/:id', handle: (context, { id, form }) => updateCustomer(context, id, form) },
  {
    method: 'GET',
    url: '/customers/:id/payment_methods',
    handle: (context, { id, form }) => listPaymentMethods(context, form, id),
  },
  { method: 'POST', url: '/setup_intents', handle: (context, { form }) => createSetupIntent(context, form) },
  { method: 'GET', url: '/setup_intents/:id', handle: (context, { id }) => getSetupIntent(context, id) },
  {
    method: 'POST',
    url: '/setup_intents/:id/confirm',
    handle: (context, { id, form }) => confirmSetupIntent(context, id, form),
  },
  { method: 'POST', url: '/setup_intents/:id/cancel', handle: (context, { id }) => cancelSetupIntent(context, id) },
  { method: 'GET', url: '/payment_methods', handle: (context, { form }) => listPaymentMethods(context, form) },
  { method: 'GET', url: '/payment_methods/:id', handle: (context, { id }) => getPaymentMethod(context, id) },
  {
    method: 'POST',
    url: '/payment_methods/:id/attach',
    handle: (context, { id, form }) => attachPaymentMethod(context, id, form),
  },
  { method: 'POST', url: '/payment_methods/:id/detach', handle: (context, { id }) => detachPaymentMethod(context, id) },
  { method: 'GET', url: '/charges/:id', handle: (context, { id }) => getCharge(context, id) },
];
