import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes, type ApiRoute } from './api-routes.ts';
import { authenticate } from './auth.ts';
import type { StripeContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import { acceptForms } from './form-parser.ts';
import { parseForm } from './form.ts';
import { idempotent, type Outcome } from './idempotency.ts';
import { newId } from './ids.ts';

function apiError(status: number, type: 'invalid_request_error' | 'api_error', message: string) {
  return { status, body: new StripeApiError(status, type, message).toJSON() };
}

function run(context: StripeContext, route: ApiRoute, request: FastifyRequest, checkoutUrl: string): Outcome {
  try {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '').toString();
    const body = typeof request.body === 'string' ? request.body : '';
    const form = parseForm(request.method === 'GET' ? query : body);
    const { id = '' } = request.params as { id?: string };
    return { status: 200, body: route.handle(context, { form, id, checkoutUrl }) };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: error.toJSON() };
    throw error;
  }
}

async function answer(
  context: StripeContext,
  route: ApiRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  checkoutPath: string,
) {
  authenticate(request.headers.authorization, context.secretKey);
  const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
  const base = context.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const fingerprint = `${request.method} ${request.url} ${typeof request.body === 'string' ? request.body : ''}`;
  const outcome = await idempotent(context, typeof key === 'string' ? key : undefined, fingerprint, async () =>
    run(context, route, request, `${base}${checkoutPath}`),
  );
  reply.header('request-id', newId('req', 14));
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.status).send(outcome.body);
}

/** Stripe's REST API (`/v1/...` inside the scope it is registered in). */
export async function stripeApi(app: FastifyInstance, options: { context: StripeContext; checkoutPath: string }) {
  acceptForms(app);
  for (const route of apiRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: (request, reply) => answer(options.context, route, request, reply, options.checkoutPath),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const failure = apiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.url}).`,
    );
    return reply.code(failure.status).send(failure.body);
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.status).send(error.toJSON());
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const failure =
      status === 500
        ? apiError(500, 'api_error', 'An unknown error occurred.')
        : apiError(status, 'invalid_request_error', error.message);
    return reply.code(failure.status).send(failure.body);
  });
}
