import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { invalidRequest, missingParam } from './errors.ts';
import type { Form } from './form.ts';
import { newId } from './ids.ts';
import type { Charge, Refund } from './objects.ts';
import { formatMoney } from './money.ts';
import { metadata, optionalInteger, optionalText } from './params.ts';
import { getPaymentIntent } from './payments.ts';

function refundAmount(form: Form, charge: Charge): number {
  const left = charge.amount - charge.amount_refunded;
  if (left === 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = optionalInteger(form, 'amount') ?? left;
  if (amount < 1) throw invalidRequest('Refund amount must be positive.', { param: 'amount' });
  if (amount > left) {
    const message = `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, charge.currency)})`;
    throw invalidRequest(message, { code: 'amount_too_large', param: 'amount' });
  }
  return amount;
}

export function createRefund(context: StripeContext, form: Form): Refund {
  const intentId = optionalText(form, 'payment_intent');
  if (!intentId) throw missingParam('payment_intent');
  const intent = getPaymentIntent(context, intentId, 'payment_intent');
  const charge = intent.latest_charge ? context.store.data.charges[intent.latest_charge] : undefined;
  if (!charge) throw invalidRequest(`PaymentIntent ${intent.id} has no charge to refund.`, { param: 'payment_intent' });
  const amount = refundAmount(form, charge);
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: unixSeconds(context.clock),
    currency: charge.currency,
    metadata: metadata(form),
    payment_intent: intent.id,
    reason: optionalText(form, 'reason'),
    status: 'succeeded',
  };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  context.store.data.refunds[refund.id] = refund;
  context.store.save();
  context.webhooks.send('charge.refunded', charge);
  return refund;
}
