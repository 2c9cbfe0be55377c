import { unixSeconds } from './clock.ts';
import type { StripeContext } from './context.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Form } from './form.ts';
import { newId, newSecret } from './ids.ts';
import { lineItems } from './line-items.ts';
import type { CheckoutSession } from './objects.ts';
import { metadata, optionalInteger, optionalText, requiredText } from './params.ts';

const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

function uiMode(form: Form): CheckoutSession['ui_mode'] {
  const mode = optionalText(form, 'ui_mode') ?? 'hosted';
  if (mode !== 'hosted' && mode !== 'embedded') throw invalidRequest(`Invalid ui_mode: ${mode}`, { param: 'ui_mode' });
  return mode;
}

function expiresAt(form: Form, now: number): number {
  const value = optionalInteger(form, 'expires_at') ?? now + MAX_LIFETIME;
  if (value < now + MIN_LIFETIME || value > now + MAX_LIFETIME) {
    const message =
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.';
    throw invalidRequest(message, { param: 'expires_at' });
  }
  return value;
}

function redirects(form: Form, mode: CheckoutSession['ui_mode']) {
  if (mode === 'hosted') {
    if (form.return_url)
      throw invalidRequest('`return_url` can only be used with `ui_mode: embedded`.', { param: 'return_url' });
    return {
      success_url: requiredText(form, 'success_url'),
      cancel_url: optionalText(form, 'cancel_url'),
      return_url: null,
    };
  }
  if (form.success_url || form.cancel_url) {
    throw invalidRequest('`success_url` and `cancel_url` cannot be used with `ui_mode: embedded`.', {
      param: 'success_url',
    });
  }
  return { success_url: null, cancel_url: null, return_url: requiredText(form, 'return_url') };
}

export function createSession(context: StripeContext, form: Form, checkoutBase: string): CheckoutSession {
  const mode = requiredText(form, 'mode');
  if (mode !== 'payment')
    throw invalidRequest(`Invalid mode: ${mode}; the emulator supports payment.`, { param: 'mode' });
  const ui = uiMode(form);
  const now = unixSeconds(context.clock);
  const items = lineItems(context, form);
  const amount = items.reduce((sum, item) => sum + item.amount_total, 0);
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    ...redirects(form, ui),
    client_reference_id: optionalText(form, 'client_reference_id'),
    client_secret: ui === 'embedded' ? `${id}_secret_${newSecret()}` : null,
    created: now,
    currency: items[0]?.currency ?? '',
    customer_email: optionalText(form, 'customer_email'),
    expires_at: expiresAt(form, now),
    livemode: false,
    metadata: metadata(form),
    mode: 'payment',
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    ui_mode: ui,
    url: ui === 'hosted' ? `${checkoutBase}/${id}` : null,
  };
  context.store.data.sessions[id] = session;
  context.store.data.lineItems[id] = items;
  context.store.save();
  return session;
}

function markExpired(context: StripeContext, session: CheckoutSession): void {
  session.status = 'expired';
  session.url = null;
  context.store.save();
  context.webhooks.send('checkout.session.expired', session);
}

/** The session as it stands now: an open session past `expires_at` expires on the first look. */
export function getSession(context: StripeContext, id: string): CheckoutSession {
  const session = context.store.data.sessions[id];
  if (!session) throw noSuch('checkout.session', id);
  if (session.status === 'open' && unixSeconds(context.clock) >= session.expires_at) markExpired(context, session);
  return session;
}

export function expireSession(context: StripeContext, id: string): CheckoutSession {
  const session = getSession(context, id);
  if (session.status !== 'open') {
    const reason = `This Checkout Session has a status of "${session.status}".`;
    throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. ${reason}`);
  }
  markExpired(context, session);
  return session;
}

export function sweepExpired(context: StripeContext): void {
  for (const id of Object.keys(context.store.data.sessions)) getSession(context, id);
}
