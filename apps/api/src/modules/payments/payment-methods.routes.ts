import {
  confirmPaymentMethodBodySchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  paymentMethodSetupSchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { PaymentMethodsService } from './payment-methods.service.ts';

type Options = { cards: PaymentMethodsService; authenticate: preHandlerAsyncHookHandler };

export function paymentMethodsRoutes(app: FastifyInstance, { cards, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const list = z.array(paymentMethodSchema);

  routes.post('/api/paymentMethods/setup', {
    schema: {
      summary: 'Start saving a card with Stripe (a SetupIntent for charges made later)',
      operationId: 'setupPaymentMethod',
      tags,
      response: { 200: paymentMethodSetupSchema },
    },
    preHandler: authenticate,
    handler: async (request) => cards.setup(principalOf(request).id),
  });

  routes.post('/api/paymentMethods/confirm', {
    schema: {
      summary: 'Save the card of a finished set-up (the return page; the webhook does the same)',
      operationId: 'confirmPaymentMethod',
      tags,
      body: confirmPaymentMethodBodySchema,
      response: { 200: paymentMethodSchema },
    },
    preHandler: authenticate,
    handler: async (request) => cards.confirm(principalOf(request).id, request.body.setupIntentId),
  });

  routes.get('/api/paymentMethods', {
    schema: {
      summary: 'My saved cards, the default first',
      operationId: 'listPaymentMethods',
      tags,
      response: { 200: list },
    },
    preHandler: authenticate,
    handler: async (request) => cards.list(principalOf(request).id),
  });

  routes.delete('/api/paymentMethods/:id', {
    schema: {
      summary: 'Remove a saved card',
      operationId: 'deletePaymentMethod',
      tags,
      params: paymentMethodParamsSchema,
      response: { 204: z.null().describe('Removed') },
    },
    preHandler: authenticate,
    handler: async (request, reply) => {
      await cards.remove(principalOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  routes.post('/api/paymentMethods/:id/default', {
    schema: {
      summary: 'Make a saved card the default',
      operationId: 'setDefaultPaymentMethod',
      tags,
      params: paymentMethodParamsSchema,
      response: { 200: list },
    },
    preHandler: authenticate,
    handler: async (request) => cards.makeDefault(principalOf(request).id, request.params.id),
  });
}
