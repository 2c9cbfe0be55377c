import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import { newId } from './ids.ts';
import type { Customer } from './objects.ts';
import { metadata, nested, optionalText } from './params.ts';

export function createCustomer(context: StripeContext, form: Form): Customer {
  const customer: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    created: unixSeconds(context.clock),
    email: optionalText(form, 'email'),
    invoice_settings: { default_payment_method: null },
    livemode: false,
    metadata: metadata(form),
    name: optionalText(form, 'name'),
  };
  context.store.data.customers[customer.id] = customer;
  context.store.save();
  return customer;
}

export function getCustomer(context: StripeContext, id: string, param = 'id'): Customer {
  const customer = context.store.data.customers[id];
  if (!customer) throw noSuch('customer', id, param);
  return customer;
}

/** Only a card attached to the customer can be its default, as Stripe refuses any other. */
function defaultPaymentMethod(context: StripeContext, customer: Customer, form: Form): string | null | undefined {
  const settings = nested(form, 'invoice_settings');
  if (!settings || !('default_payment_method' in settings)) return undefined;
  const id = optionalText(settings, 'default_payment_method', 'invoice_settings[default_payment_method]');
  if (id === null) return null;
  if (context.store.data.paymentMethods[id]?.customer !== customer.id) {
    throw invalidRequest(`No such PaymentMethod: '${id}'`, {
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });
  }
  return id;
}

export function updateCustomer(context: StripeContext, id: string, form: Form): Customer {
  const customer = getCustomer(context, id);
  const defaultMethod = defaultPaymentMethod(context, customer, form);
  if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod;
  if (form.email !== undefined) customer.email = optionalText(form, 'email');
  if (form.name !== undefined) customer.name = optionalText(form, 'name');
  if (form.metadata !== undefined) customer.metadata = { ...customer.metadata, ...metadata(form) };
  context.store.save();
  return customer;
}
