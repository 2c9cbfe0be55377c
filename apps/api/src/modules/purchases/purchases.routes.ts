import {
  bookingProgressSchema,
  getPurchasesBodySchema,
  messages,
  purchaseSchema,
  registerPurchaseBodySchema,
  userPurchasesQuerySchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { assertSelf, principalOf } from '../../plugins/authenticate.ts';
import type { PurchasesService } from './purchases.service.ts';

type Options = { purchases: PurchasesService; authenticate: preHandlerAsyncHookHandler };

export function purchasesRoutes(app: FastifyInstance, { purchases, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchases'];

  routes.post('/api/registerPurchase', {
    schema: {
      summary: 'Record a paid checkout session',
      operationId: 'registerPurchase',
      tags,
      body: registerPurchaseBodySchema,
      response: { 200: bookingProgressSchema },
    },
    preHandler: authenticate,
    handler: async (request) => purchases.register(principalOf(request).id, request.body),
  });

  routes.post('/api/getPurchases', {
    schema: {
      summary: "List the customer's purchases, by e-mail",
      operationId: 'getPurchases',
      tags,
      body: getPurchasesBodySchema,
      response: { 200: z.array(purchaseSchema) },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      if (principal.email.toLowerCase() !== request.body.email.toLowerCase())
        throw new AppError('forbidden', messages.auth.forbidden);
      return purchases.list(principal.id);
    },
  });

  routes.get('/api/User/getUserPurchases', {
    schema: {
      summary: "List the customer's purchases",
      operationId: 'listPurchases',
      tags,
      querystring: userPurchasesQuerySchema,
      response: { 200: z.array(purchaseSchema) },
    },
    preHandler: authenticate,
    handler: async (request) => purchases.list(assertSelf(request, request.query.userId).id),
  });
}
