import {
  counterBodySchema,
  rejectBodySchema,
  roomFloorsSchema,
  supplierBidParamsSchema,
  supplierBidPageSchema,
  supplierBidsQuerySchema,
  supplierHotelsQuerySchema,
  supplierHotelsSchema,
  ruleChangesSchema,
  simulateBodySchema,
  supplierStatsQuerySchema,
  supplierStatsSchema,
  simulationSchema,
  ruleSuggestionsSchema,
  savedRuleSetSchema,
  supplierRuleParamsSchema,
  supplierRuleSetSchema,
  decidedBidSchema,
  supplierCalendarQuerySchema,
  supplierCalendarSchema,
  supplierMarketQuerySchema,
  supplierMarketSchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { textAnswer } from '../../plugins/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { SupplierService } from './supplier.service.ts';

type Options = { supplier: SupplierService; authenticate: preHandlerAsyncHookHandler };

export function supplierRoutes(app: FastifyInstance, { supplier, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['supplier'];

  routes.get('/api/supplier/bids', {
    schema: {
      summary: "List the bids on the partner's hotels",
      operationId: 'listSupplierBids',
      tags,
      querystring: supplierBidsQuerySchema,
      response: { 200: supplierBidPageSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.listBids(principalOf(request).id, request.query),
  });

  routes.get('/api/supplier/hotels', {
    schema: {
      summary: "List the partner's hotels",
      operationId: 'listSupplierHotels',
      tags,
      querystring: supplierHotelsQuerySchema,
      response: { 200: supplierHotelsSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.hotels(principalOf(request).id, request.query),
  });

  routes.get('/api/supplier/calendar', {
    schema: {
      summary: "One of the partner's hotels night by night: its bids by outcome and the nightly cap's use",
      operationId: 'getSupplierCalendar',
      tags,
      querystring: supplierCalendarQuerySchema,
      response: { 200: supplierCalendarSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.calendar(principalOf(request).id, request.query),
  });

  routes.get('/api/supplier/market', {
    schema: {
      summary: "A night's listed prices at the nearest hotels of one of the partner's, of its city and star rating",
      operationId: 'getSupplierMarket',
      tags,
      querystring: supplierMarketQuerySchema,
      response: { 200: supplierMarketSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.market(principalOf(request).id, request.query),
  });

  routes.post('/api/supplier/bids/:id/accept', {
    schema: {
      summary: 'Accept a bid',
      operationId: 'acceptSupplierBid',
      tags,
      params: supplierBidParamsSchema,
      response: { 200: decidedBidSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.decide(principalOf(request).id, request.params.id, { action: 'accept' }),
  });

  routes.post('/api/supplier/bids/:id/reject', {
    schema: {
      summary: 'Reject a bid, with the reason the customer reads',
      operationId: 'rejectSupplierBid',
      tags,
      params: supplierBidParamsSchema,
      body: rejectBodySchema.nullish(),
      response: { 200: decidedBidSchema },
    },
    preHandler: authenticate,
    handler: async (request) =>
      supplier.decide(principalOf(request).id, request.params.id, {
        action: 'reject',
        ...(request.body?.reason && { reason: request.body.reason }),
      }),
  });

  routes.post('/api/supplier/bids/:id/counter', {
    schema: {
      summary: 'Counter a bid with another price',
      operationId: 'counterSupplierBid',
      tags,
      params: supplierBidParamsSchema,
      body: counterBodySchema,
      response: { 200: decidedBidSchema },
    },
    preHandler: authenticate,
    handler: async (request) =>
      supplier.decide(principalOf(request).id, request.params.id, { action: 'counter', amount: request.body.amount }),
  });

  routes.get('/api/supplier/rules/:hotelId', {
    schema: {
      summary: "Read a hotel's automatic bid rules",
      operationId: 'getSupplierRules',
      tags,
      params: supplierRuleParamsSchema,
      response: { 200: savedRuleSetSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.ruleSet(principalOf(request).id, request.params.hotelId),
  });

  routes.put('/api/supplier/rules/:hotelId', {
    schema: {
      summary: "Replace a hotel's automatic bid rules",
      operationId: 'putSupplierRules',
      tags,
      params: supplierRuleParamsSchema,
      body: supplierRuleSetSchema,
      response: { 200: savedRuleSetSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.saveRuleSet(principalOf(request).id, request.params.hotelId, request.body),
  });

  routes.post('/api/supplier/rules/:hotelId/simulate', {
    schema: {
      summary: "Replay rules on a hotel's past bids",
      operationId: 'simulateSupplierRules',
      tags,
      params: supplierRuleParamsSchema,
      body: simulateBodySchema,
      response: { 200: simulationSchema },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const { days, ...ruleSet } = request.body;
      return supplier.simulate(principalOf(request).id, request.params.hotelId, ruleSet, days);
    },
  });

  routes.get('/api/supplier/rules/:hotelId/suggestions', {
    schema: {
      summary: "Suggest rule lines from a hotel's bids of the last 90 days, each with what it would have changed",
      operationId: 'suggestSupplierRules',
      tags,
      params: supplierRuleParamsSchema,
      response: { 200: ruleSuggestionsSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.suggestions(principalOf(request).id, request.params.hotelId),
  });

  routes.get('/api/supplier/stats', {
    schema: {
      summary: "Read the partner's bid statistics",
      operationId: 'getSupplierStats',
      tags,
      querystring: supplierStatsQuerySchema,
      response: { 200: supplierStatsSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.stats(principalOf(request).id, request.query),
  });

  routes.get('/api/supplier/stats.csv', {
    schema: {
      summary: "Download the partner's bids as CSV",
      operationId: 'exportSupplierStats',
      tags,
      querystring: supplierStatsQuerySchema,
      response: { 200: textAnswer('text/csv', 'One line a bid.') },
    },
    preHandler: authenticate,
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bids.csv"')
        .send(await supplier.statsCsv(principalOf(request).id, request.query)),
  });

  routes.get('/api/supplier/rules/:hotelId/floors', {
    schema: {
      summary: "The floors of a hotel's rooms by check-in month, from its recent bids",
      operationId: 'listSupplierRoomFloors',
      tags,
      params: supplierRuleParamsSchema,
      response: { 200: roomFloorsSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.floors(principalOf(request).id, request.params.hotelId),
  });

  routes.get('/api/supplier/rules/:hotelId/history', {
    schema: {
      summary: "List a hotel's rule changes",
      operationId: 'listSupplierRuleHistory',
      tags,
      params: supplierRuleParamsSchema,
      response: { 200: ruleChangesSchema },
    },
    preHandler: authenticate,
    handler: async (request) => supplier.ruleChanges(principalOf(request).id, request.params.hotelId),
  });
}
