import type { StripeContext } from './context.ts';
import type { Form } from './form.ts';
import { getCharge, getPaymentIntent } from './payments.ts';
import { createPrice, createProduct, getPrice } from './products.ts';
import { createRefund } from './refunds.ts';
import { createSession, expireSession, getSession } from './sessions.ts';

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
  { method: 'GET', url: '/payment_intents/:id', handle: (context, { id }) => getPaymentIntent(context, id) },
  { method: 'GET', url: '/charges/:id', handle: (context, { id }) => getCharge(context, id) },
];
