import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardEntry, checkCard } from './card-form.ts';
import { checkoutPage, closedPage, type CheckoutView } from './checkout-page.ts';
import type { StripeContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import { acceptForms } from './form-parser.ts';
import { parseForm } from './form.ts';
import { htmlPage } from './html.ts';
import type { CheckoutSession } from './objects.ts';
import { completeSession } from './payments.ts';
import { returnPage, RETURN_PAGE_CSP } from './return-page.ts';
import { getSession } from './sessions.ts';

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

/** The page may sit in an iframe of the same origin (embedded mode) and needs no script (the return page has one). */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const MISSING_PAGE = htmlPage('Checkout', '<h1>This Checkout Session does not exist.</h1>');

function html(reply: FastifyReply, status: number, body: string, csp = PAGE_CSP) {
  return reply.code(status).header('content-security-policy', csp).type('text/html; charset=utf-8').send(body);
}

function findSession(context: StripeContext, id: string): CheckoutSession | null {
  try {
    return getSession(context, id);
  } catch (error) {
    if (error instanceof StripeApiError) return null;
    throw error;
  }
}

function redirectTarget(session: CheckoutSession): string {
  const target = session.ui_mode === 'hosted' ? session.success_url : session.return_url;
  return (target ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function view(context: StripeContext, session: CheckoutSession, request: SessionRequest): CheckoutView {
  return { session, items: context.store.data.lineItems[session.id] ?? [], action: request.url.split('?')[0] ?? '' };
}

function pay(context: StripeContext, request: SessionRequest, reply: FastifyReply) {
  const session = findSession(context, request.params.sessionId);
  if (!session) return html(reply, 404, MISSING_PAGE);
  if (session.status !== 'open') return html(reply, 200, closedPage(session));
  const entry = cardEntry(parseForm(typeof request.body === 'string' ? request.body : ''));
  const check = checkCard(entry, context.clock);
  if (!check.ok)
    return html(reply, 400, checkoutPage({ ...view(context, session, request), entry, errors: check.errors }));
  if (check.outcome.result === 'declined') {
    return html(reply, 402, checkoutPage({ ...view(context, session, request), entry, alert: check.outcome.message }));
  }
  completeSession(context, session, check.card);
  if (session.ui_mode === 'embedded') return html(reply, 200, returnPage(redirectTarget(session)), RETURN_PAGE_CSP);
  return reply.redirect(redirectTarget(session), 303);
}

/** `GET|POST <prefix>/checkout/:sessionId`: the hosted (and, framed, the embedded) payment page. */
export async function checkoutRoutes(app: FastifyInstance, options: { context: StripeContext }) {
  const { context } = options;
  acceptForms(app);
  app.get('/:sessionId', (request: SessionRequest, reply) => {
    const session = findSession(context, request.params.sessionId);
    if (!session) return html(reply, 404, MISSING_PAGE);
    if (session.status !== 'open') return html(reply, 200, closedPage(session));
    return html(reply, 200, checkoutPage(view(context, session, request)));
  });
  app.post('/:sessionId', (request: SessionRequest, reply) => pay(context, request, reply));
}
