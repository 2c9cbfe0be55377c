import { createStandingBidBodySchema, standingBidIdParamsSchema, standingBidSchema } from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { StandingBidsService } from './standing-bids.service.ts';

type Options = {
  standingBids: StandingBidsService;
  authenticate: preHandlerAsyncHookHandler;
  /** Counts a new standing bid, whose first check prices a rate at once, against the account's browsing. */
  browsing: preHandlerAsyncHookHandler;
};

/** A customer's standing bids: each customer reaches only their own. */
export function standingBidsRoutes(app: FastifyInstance, { standingBids, authenticate, browsing }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['standing-bids'];

  routes.post('/api/standingBids', {
    schema: {
      summary: 'Bid automatically on a hotel once its rules would accept the amount',
      operationId: 'createStandingBid',
      tags,
      body: createStandingBidBodySchema,
      response: { 201: standingBidSchema },
    },
    preHandler: [authenticate, browsing],
    handler: async (request, reply) =>
      reply.code(201).send(await standingBids.create(principalOf(request).id, request.body, request.ip)),
  });

  routes.get('/api/standingBids', {
    schema: {
      summary: "List the customer's standing bids",
      operationId: 'listStandingBids',
      tags,
      response: { 200: z.array(standingBidSchema) },
    },
    preHandler: authenticate,
    handler: async (request) => standingBids.list(principalOf(request).id),
  });

  routes.post('/api/standingBids/:id/cancel', {
    schema: {
      summary: 'Cancel a standing bid',
      operationId: 'cancelStandingBid',
      tags,
      params: standingBidIdParamsSchema,
      response: { 200: standingBidSchema },
    },
    preHandler: authenticate,
    handler: async (request) => standingBids.cancel(principalOf(request).id, request.params.id),
  });
}
