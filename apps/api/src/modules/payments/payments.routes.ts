import {
  checkoutSessionQuerySchema,
  checkoutSessionSchema,
  createProductBodySchema,
  embeddedSessionQuerySchema,
  hostedSessionQuerySchema,
  messageSchema,
  paymentsConfigSchema,
  productSchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { PaymentsService } from './payments.service.ts';

type Options = { payments: PaymentsService; authenticate: preHandlerAsyncHookHandler };

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function paymentsRoutes(app: FastifyInstance, { payments, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const session = { tags, response: { 200: checkoutSessionSchema } };

  routes.get('/api/payments/config', {
    schema: {
      summary: "Read the payment provider's public key",
      operationId: 'getPaymentsConfig',
      tags,
      response: { 200: paymentsConfigSchema },
    },
    handler: async () => payments.config(),
  });

  routes.post('/api/createProduct', {
    schema: {
      summary: "Create the price to pay for a booking's order",
      operationId: 'createProduct',
      tags,
      body: createProductBodySchema,
      response: { 200: productSchema },
    },
    preHandler: authenticate,
    handler: async (request) => payments.createProduct(principalOf(request).id, request.body.partner_order_id),
  });

  routes.post('/api/createEmbeddedSession', {
    schema: {
      summary: 'Start an embedded checkout session',
      operationId: 'createEmbeddedSession',
      ...session,
      querystring: embeddedSessionQuerySchema,
    },
    preHandler: authenticate,
    handler: async (request) => payments.createSession(principalOf(request).id, request.query),
  });

  routes.post('/api/createSession', {
    schema: {
      summary: 'Start a hosted checkout session',
      operationId: 'createSession',
      ...session,
      querystring: hostedSessionQuerySchema,
    },
    preHandler: authenticate,
    handler: async (request) =>
      payments.createSession(principalOf(request).id, {
        mode: 'hosted',
        priceId: request.query.priceId,
        successPath: request.query.returnPath,
        cancelPath: request.query.cancelPath,
      }),
  });

  routes.post('/api/checkout/createSession', {
    schema: {
      summary: 'Start a checkout session for a price',
      operationId: 'createCheckoutSession',
      ...session,
      querystring: checkoutSessionQuerySchema,
    },
    preHandler: authenticate,
    handler: async (request) => payments.createSession(principalOf(request).id, request.query),
  });

  /** Stripe's signature covers the exact bytes, so this one route reads its body raw. */
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
      schema: { tags, hide: true, response: { 200: messageSchema } },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await payments.receiveWebhook(body, typeof signature === 'string' ? signature : '');
        return { message: 'received' };
      },
    });
  });
}
