import {
  bidAlternativesQuerySchema,
  bidAlternativesSchema,
  bidChanceSchema,
  bidGuestsBodySchema,
  bidIdParamsSchema,
  createBidBodySchema,
  customerBidSchema,
  customerBidsQuerySchema,
  deleteBidBodySchema,
  messageSchema,
  messages,
  publicSnapshot,
  updateBidBodySchema,
  winningBidsQuerySchema,
  winningBidsSchema,
  type Bid,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelf, principalOf } from '../../plugins/authenticate.ts';
import { acceptsCounter } from './accept-counter.ts';
import type { BidsService } from './bids.service.ts';

type Options = {
  bids: BidsService;
  authenticate: preHandlerAsyncHookHandler;
  /** Counts a call that prices a rate against the account's browsing. */
  browsing: preHandlerAsyncHookHandler;
};

/**
 * A bid is answered as `toBid` wrote it, field by field from its row: zod's encode would check and copy each bid and
 * its rate snapshot again before the JSON is written, which doubled the cost of an answer (bench/results/history.md). The
 * schemas still document the answers, and bids.test.ts holds the answers to them, no field more.
 */
const asBuilt = { serializerCompiler: () => (bid: unknown) => JSON.stringify(bid) };

/** What a customer reads of their bid: its snapshot without the partner's prices (publicSnapshot). */
const forCustomer = (bid: Bid) => ({ ...bid, booking: publicSnapshot(bid.booking) });

export function bidsRoutes(app: FastifyInstance, { bids, authenticate, browsing }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pricing = [authenticate, browsing];
  const tags = ['bids'];

  routes.post('/api/newCreateBid', {
    schema: {
      summary: 'Place a bid on a hotel room',
      operationId: 'createBid',
      tags,
      body: createBidBodySchema,
      response: { 201: customerBidSchema },
    },
    ...asBuilt,
    preHandler: pricing,
    handler: async (request, reply) => {
      const { id } = assertSelf(request, request.body.customer_id);
      return reply.code(201).send(forCustomer(await bids.createBid(id, request.body, request.ip)));
    },
  });

  routes.post('/api/bidChance', {
    schema: {
      summary: 'The chance that the hotel accepts a bid, and the amount usually accepted',
      operationId: 'getBidChance',
      tags,
      body: createBidBodySchema,
      response: { 200: bidChanceSchema },
    },
    preHandler: pricing,
    handler: async (request) => bids.chance(assertSelf(request, request.body.customer_id).id, request.body),
  });

  routes.get('/api/winningBids', {
    schema: {
      summary: "A city's recent winning bids by star rating, as a share of the listed price",
      operationId: 'getWinningBids',
      tags,
      querystring: winningBidsQuerySchema,
      response: { 200: winningBidsSchema },
    },
    handler: async (request) => bids.winningBids(request.query.region_id),
  });

  routes.get('/api/bidAlternatives', {
    schema: {
      summary: 'What to bid next after a bid ended: the suggested amount and other hotels of the city',
      operationId: 'getBidAlternatives',
      tags,
      querystring: bidAlternativesQuerySchema,
      response: { 200: bidAlternativesSchema },
    },
    preHandler: pricing,
    handler: async (request) => bids.alternatives(principalOf(request).id, request.query.bidId),
  });

  routes.get('/api/newCustomerBids', {
    schema: {
      summary: "List the customer's bids",
      operationId: 'listCustomerBids',
      tags,
      querystring: customerBidsQuerySchema,
      response: { 200: z.array(customerBidSchema) },
    },
    ...asBuilt,
    preHandler: authenticate,
    handler: async (request) =>
      (await bids.customerBids(assertSelf(request, request.query.customerId).id)).map(forCustomer),
  });

  routes.post('/api/newDeleteBid', {
    schema: {
      summary: 'Withdraw a bid, or all the bids of a group',
      operationId: 'deleteBid',
      tags,
      body: deleteBidBodySchema,
      response: { 200: messageSchema },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const customerId = principalOf(request).id;
      const { body } = request;
      if ('groupId' in body) {
        await bids.deleteGroup(customerId, body.groupId);
        return { message: messages.bids.deleted };
      }
      const was = await bids.deleteBid(customerId, body.bidId);
      return { message: was === 'accepted' ? messages.bids.withdrawn : messages.bids.deleted };
    },
  });

  routes.post('/api/newUpdateBid', {
    schema: {
      summary: 'Decline a counter-offer, or take it when the bid pays itself',
      operationId: 'updateBid',
      tags,
      body: updateBidBodySchema,
      response: { 200: customerBidSchema },
    },
    ...asBuilt,
    preHandler: authenticate,
    handler: async (request) => {
      const { id, status } = request.body;
      const customerId = principalOf(request).id;
      if (acceptsCounter(status)) return forCustomer(await bids.acceptCounter(customerId, id));
      return forCustomer(await bids.declineCounter(customerId, id, status));
    },
  });

  routes.put('/api/bids/:id/guests', {
    schema: {
      summary: "Name the guests of the customer's bid, before its booking is made",
      operationId: 'saveBidGuests',
      tags,
      params: bidIdParamsSchema,
      body: bidGuestsBodySchema,
      response: { 200: customerBidSchema },
    },
    ...asBuilt,
    preHandler: authenticate,
    handler: async (request) =>
      forCustomer(await bids.saveGuests(principalOf(request).id, request.params.id, request.body)),
  });
}
