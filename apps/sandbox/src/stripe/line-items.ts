import type { StripeContext } from './context.ts';
import { invalidRequest, missingParam } from './errors.ts';
import type { Form } from './form.ts';
import { newId } from './ids.ts';
import type { LineItem } from './objects.ts';
import { list, nested, optionalInteger, optionalText } from './params.ts';
import { createPrice, getPrice } from './products.ts';

function lineItem(context: StripeContext, value: unknown, index: number): LineItem {
  const prefix = `line_items[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw missingParam(`${prefix}[price]`);
  const form = value as Form;
  const priceData = nested(form, 'price_data');
  const priceId = optionalText(form, 'price', `${prefix}[price]`);
  if (!priceData && !priceId) throw missingParam(`${prefix}[price]`);
  const price = priceData
    ? createPrice(context, priceData, `${prefix}[price_data]`)
    : getPrice(context, priceId ?? '', `${prefix}[price]`);
  const quantity = optionalInteger(form, 'quantity', `${prefix}[quantity]`) ?? 1;
  if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', { param: `${prefix}[quantity]` });
  const amount = price.unit_amount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_subtotal: amount,
    amount_total: amount,
    currency: price.currency,
    description: context.store.data.products[price.product]?.name ?? '',
    price,
    quantity,
  };
}

export function lineItems(context: StripeContext, form: Form): LineItem[] {
  const items = list(form, 'line_items').map((value, index) => lineItem(context, value, index));
  const first = items[0];
  if (!first) throw missingParam('line_items');
  if (items.some((item) => item.currency !== first.currency)) {
    throw invalidRequest('All line items must use the same currency.', { param: 'line_items' });
  }
  return items;
}
