import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import { newId } from './ids.ts';
import type { Price, Product } from './objects.ts';
import { currency, metadata, nested, optionalText, requiredInteger, requiredText } from './params.ts';

export function createProduct(context: StripeContext, form: Form): Product {
  const product: Product = {
    id: newId('prod', 14),
    object: 'product',
    active: true,
    created: unixSeconds(context.clock),
    description: optionalText(form, 'description'),
    livemode: false,
    metadata: metadata(form),
    name: requiredText(form, 'name'),
  };
  context.store.data.products[product.id] = product;
  context.store.save();
  return product;
}

function productOf(context: StripeContext, form: Form, param: string): string {
  const productData = nested(form, 'product_data');
  if (productData) return createProduct(context, productData).id;
  const id = requiredText(form, 'product', param);
  if (!context.store.data.products[id]) throw noSuch('product', id, param);
  return id;
}

/** A one-time price; `prefix` names the params inside `line_items[n][price_data]`. */
export function createPrice(context: StripeContext, form: Form, prefix = ''): Price {
  const param = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  const amount = requiredInteger(form, 'unit_amount', param('unit_amount'));
  if (amount < 0)
    throw invalidRequest('This value must be greater than or equal to 0.', { param: param('unit_amount') });
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: unixSeconds(context.clock),
    currency: currency(form, param('currency')),
    livemode: false,
    metadata: metadata(form),
    product: productOf(context, form, param('product')),
    recurring: null,
    type: 'one_time',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
  context.store.data.prices[price.id] = price;
  context.store.save();
  return price;
}

export function getPrice(context: StripeContext, id: string, param = 'id'): Price {
  const price = context.store.data.prices[id];
  if (!price) throw noSuch('price', id, param);
  return price;
}
