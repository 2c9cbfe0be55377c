import type { CardEntry, CardField } from './card-form.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { formatMoney } from './money.ts';
import type { CheckoutSession, LineItem } from './objects.ts';

export type CheckoutView = {
  session: CheckoutSession;
  items: LineItem[];
  action: string;
  entry?: CardEntry;
  errors?: Partial<Record<CardField, string>>;
  alert?: string;
};

function input(view: CheckoutView, name: CardField | 'name', label: string, attributes: string): string {
  const error = name === 'name' ? undefined : view.errors?.[name];
  const value = name === 'cvc' ? '' : (view.entry?.[name] ?? '');
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const message = error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
  return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described}>${message}</div>`;
}

function summary({ session, items }: CheckoutView): string {
  const names = items.map((item) => (item.quantity > 1 ? `${item.description} × ${item.quantity}` : item.description));
  return `<h1>${escapeHtml(names.join(', '))}</h1><p class="amount">${escapeHtml(formatMoney(session.amount_total, session.currency))}</p>`;
}

export function checkoutPage(view: CheckoutView): string {
  const alert = view.alert ? `<div class="alert" role="alert">${escapeHtml(view.alert)}</div>` : '';
  const cancel = view.session.cancel_url
    ? `<a class="cancel" href="${escapeHtml(view.session.cancel_url)}" target="_top">Cancel and go back</a>`
    : '';
  const form = `<form method="post" action="${escapeHtml(view.action)}" novalidate>
${input(view, 'number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
<div class="row">${input(view, 'expiry', 'Expiration (MM/YY)', 'autocomplete="cc-exp" placeholder="MM / YY"')}${input(view, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}</div>
${input(view, 'name', 'Name on card', 'autocomplete="cc-name"')}
<button type="submit">Pay ${escapeHtml(formatMoney(view.session.amount_total, view.session.currency))}</button></form>`;
  const hint = '<p class="test">Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>';
  return htmlPage('Checkout', `${summary(view)}${alert}${form}${cancel}${hint}`);
}

export function closedPage(session: CheckoutSession): string {
  const text =
    session.status === 'complete' ? 'This payment is complete.' : 'This Checkout Session is no longer active.';
  return htmlPage('Checkout', `<h1>${text}</h1>`);
}
