import type { CardEntry, CardField } from './card-form.ts';
import { escapeHtml, htmlPage } from './html.ts';

export type SetupView = {
  action: string;
  clientSecret: string;
  returnUrl: string;
  entry?: CardEntry;
  errors?: Partial<Record<CardField, string>>;
  alert?: string;
};

function input(view: SetupView, name: CardField | 'name', label: string, attributes: string): string {
  const error = name === 'name' ? undefined : view.errors?.[name];
  const value = name === 'cvc' ? '' : (view.entry?.[name] ?? '');
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const message = error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
  return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described}>${message}</div>`;
}

/** Stripe's card form in setup mode: nothing is charged now, the card is saved for later payments. */
export function setupPage(view: SetupView): string {
  const alert = view.alert ? `<div class="alert" role="alert">${escapeHtml(view.alert)}</div>` : '';
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(view.clientSecret)}"><input type="hidden" name="return_url" value="${escapeHtml(view.returnUrl)}">`;
  const form = `<form method="post" action="${escapeHtml(view.action)}" novalidate>${hidden}
${input(view, 'number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
<div class="row">${input(view, 'expiry', 'Expiration (MM/YY)', 'autocomplete="cc-exp" placeholder="MM / YY"')}${input(view, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}</div>
${input(view, 'name', 'Name on card', 'autocomplete="cc-name"')}
<button type="submit">Save card</button></form>`;
  const hint =
    '<p class="test">Test mode: 4242 4242 4242 4242 saves a Visa, 4000 0000 0000 9995 is saved and later declined, 4000 0027 6000 3184 asks for authentication on every later charge.</p>';
  return htmlPage('Save a card', `<h1>Save a card</h1><p>Nothing is charged now.</p>${alert}${form}${hint}`);
}
