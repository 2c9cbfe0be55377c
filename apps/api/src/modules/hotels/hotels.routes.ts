import {
  autocompleteQuerySchema,
  checkinProblem,
  autocompleteResultSchema,
  hotelIdQuerySchema,
  hotelIdsBodySchema,
  hotelMinimalSchema,
  hotelPageBodySchema,
  hotelPageResultSchema,
  hotelRatingSchema,
  hotelReviewsSchema,
  hotelSearchBodySchema,
  regionHotelsBodySchema,
  regionSchema,
  regionWithCountSchema,
  regionSearchBodySchema,
  serpResultSchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { preparedBySchema, sendPrepared } from '../../lib/prepared-json.ts';
import { createCatalogueJson } from './catalogue-json.ts';
import type { HotelsService } from './hotels.service.ts';

const idsOf = (body: z.infer<typeof hotelIdsBodySchema>) => (Array.isArray(body) ? body : body.hotelIds);

const hotelKeySchema = z.object({
  hotelId: z.union([z.string().trim().min(1).max(100), z.number().int()]).transform(String),
});

export function hotelsRoutes(app: FastifyInstance, { hotels, clock }: { hotels: HotelsService; clock: Clock }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** A search's check-in, read against the server's clock (the schema checks the stay's length). */
  const checkinOnClock = async (request: FastifyRequest) => {
    const problem = checkinProblem((request.body as { checkin: string }).checkin, clock.now());
    if (problem) throw new AppError('invalid_input', problem, { checkin: problem });
  };
  const json = createCatalogueJson(hotels);
  const serpJson = preparedBySchema(serpResultSchema);
  const hotelPageJson = preparedBySchema(hotelPageResultSchema);
  const tags = ['hotels'];

  routes.post('/api/autoComplete', {
    schema: { tags, querystring: autocompleteQuerySchema, response: { 200: autocompleteResultSchema } },
    handler: async (request) => hotels.autocomplete(request.query.search),
  });

  routes.get('/api/regions', {
    schema: { tags, response: { 200: z.array(regionWithCountSchema) } },
    handler: async (request, reply) => sendPrepared(request, reply, json.regions()),
  });

  routes.post('/api/hotelRegionSearch', {
    schema: { tags, body: regionSearchBodySchema, response: { 200: serpResultSchema } },
    preHandler: checkinOnClock,
    handler: async (request, reply) => sendPrepared(request, reply, serpJson(await hotels.searchRegion(request.body))),
  });

  routes.get('/api/hotelRegionSearch', {
    schema: {
      tags,
      querystring: z.object({ hotelId: z.string().trim().min(1).max(100) }),
      response: { 200: regionSchema },
    },
    handler: async (request) => hotels.regionOfHotel(request.query.hotelId),
  });

  routes.post('/api/hotelSearch', {
    schema: { tags, body: hotelSearchBodySchema, response: { 200: serpResultSchema } },
    preHandler: checkinOnClock,
    handler: async (request, reply) => sendPrepared(request, reply, serpJson(await hotels.searchHotels(request.body))),
  });

  routes.post('/api/hotelPage', {
    schema: { tags, body: hotelPageBodySchema, response: { 200: hotelPageResultSchema } },
    preHandler: checkinOnClock,
    handler: async (request, reply) =>
      sendPrepared(request, reply, hotelPageJson(await hotels.hotelPage(request.body))),
  });

  routes.get('/api/HotelInternal/getHotel', {
    schema: {
      tags,
      querystring: hotelIdQuerySchema,
      response: { 200: hotelMinimalSchema.loose(), 304: z.null().describe('Not modified: the ETag still holds') },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return sendPrepared(request, reply, await json.hotelPage(request.query.id));
    },
  });

  routes.post('/api/getHotelDetailedReview', {
    schema: { tags, body: hotelKeySchema, response: { 200: hotelReviewsSchema } },
    handler: async (request) => hotels.detailedReview(request.body.hotelId),
  });

  routes.post('/api/getListOfHotels', {
    schema: { tags, body: regionHotelsBodySchema, response: { 200: z.array(z.number()) } },
    handler: async (request, reply) => sendPrepared(request, reply, json.regionHotelIds(request.body.region_id)),
  });

  routes.post('/api/getListOfHotelsMinimal', {
    schema: { tags, body: hotelIdsBodySchema, response: { 200: z.array(hotelMinimalSchema) } },
    handler: async (request, reply) => sendPrepared(request, reply, json.minimalList(idsOf(request.body))),
  });

  routes.post('/api/streamHotelsMinimal', {
    schema: {
      tags,
      body: hotelIdsBodySchema,
      description: 'The same hotels as getListOfHotelsMinimal, one JSON object per line.',
    },
    handler: async (request, reply) => {
      const lines = json.minimalHotels(idsOf(request.body)).map((hotel) => `${hotel}\n`);
      return reply.type('application/x-ndjson').send(lines.join(''));
    },
  });

  routes.post('/api/getHotelRatings', {
    schema: {
      tags,
      body: z.object({ hotelIds: z.array(z.number().int()).max(500) }),
      response: { 200: z.array(hotelRatingSchema) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, json.ratingsList(request.body.hotelIds)),
  });
}
