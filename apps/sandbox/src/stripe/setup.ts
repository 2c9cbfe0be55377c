import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardEntry, checkCard } from './card-form.ts';
import type { StripeContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import { acceptForms } from './form-parser.ts';
import { parseForm, type Form } from './form.ts';
import { htmlPage } from './html.ts';
import type { SetupIntent } from './objects.ts';
import { createCardPaymentMethod } from './payment-methods.ts';
import { returnPage, RETURN_PAGE_CSP } from './return-page.ts';
import { confirmWith } from './setup-intents.ts';
import { setupPage, type SetupView } from './setup-page.ts';

type SetupRequest = FastifyRequest<{ Params: { setupIntentId: string }; Querystring: Record<string, string> }>;

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const MISSING_PAGE = htmlPage('Save a card', '<h1>This SetupIntent does not exist.</h1>');
const DONE_PAGE = htmlPage('Save a card', '<h1>This card is already saved.</h1>');

function html(reply: FastifyReply, status: number, body: string, csp = PAGE_CSP) {
  return reply.code(status).header('content-security-policy', csp).type('text/html; charset=utf-8').send(body);
}

/** The intent the page's client secret names: the secret is the browser's only credential, as with Stripe.js. */
function findIntent(context: StripeContext, id: string, clientSecret: unknown): SetupIntent | null {
  const intent = context.store.data.setupIntents[id];
  return intent && intent.client_secret === clientSecret ? intent : null;
}

/** Where Stripe.js sends the browser once the card is saved, with the parameters it adds. */
function returnTarget(returnUrl: string, intent: SetupIntent): string {
  const url = new URL(returnUrl);
  url.searchParams.set('setup_intent', intent.id);
  url.searchParams.set('setup_intent_client_secret', intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}

function text(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function save(context: StripeContext, request: SetupRequest, reply: FastifyReply) {
  const form = parseForm(typeof request.body === 'string' ? request.body : '');
  const intent = findIntent(context, request.params.setupIntentId, form.client_secret);
  if (!intent) return html(reply, 404, MISSING_PAGE);
  if (intent.status !== 'requires_payment_method') return html(reply, 200, DONE_PAGE);
  const entry = cardEntry(form);
  const view: SetupView = {
    action: request.url.split('?')[0] ?? '',
    clientSecret: intent.client_secret,
    returnUrl: text(form, 'return_url'),
    entry,
  };
  const check = checkCard(entry, context.clock);
  if (!check.ok) return html(reply, 400, setupPage({ ...view, errors: check.errors }));
  const { card } = check;
  const number = entry.number.replace(/[\s-]/g, '');
  const method = createCardPaymentMethod(context, { ...card, number, name: card.name });
  try {
    confirmWith(context, intent, method);
  } catch (error) {
    if (error instanceof StripeApiError) return html(reply, 402, setupPage({ ...view, alert: error.message }));
    throw error;
  }
  return html(reply, 200, returnPage(returnTarget(view.returnUrl, intent)), RETURN_PAGE_CSP);
}

/**
 * `GET|POST <prefix>/setup/:setupIntentId?client_secret=…&return_url=…`: the card form Stripe.js shows for a
 * SetupIntent; once saved, the top window goes to `return_url` with `setup_intent` and `redirect_status`.
 */
export async function setupRoutes(app: FastifyInstance, options: { context: StripeContext }) {
  const { context } = options;
  acceptForms(app);
  app.get('/:setupIntentId', (request: SetupRequest, reply) => {
    const { client_secret: clientSecret, return_url: returnUrl = '' } = request.query;
    const intent = findIntent(context, request.params.setupIntentId, clientSecret);
    if (!intent || !URL.canParse(returnUrl)) return html(reply, 404, MISSING_PAGE);
    if (intent.status !== 'requires_payment_method') return html(reply, 200, DONE_PAGE);
    const action = request.url.split('?')[0] ?? '';
    return html(reply, 200, setupPage({ action, clientSecret: intent.client_secret, returnUrl }));
  });
  app.post('/:setupIntentId', (request: SetupRequest, reply) => save(context, request, reply));
}
