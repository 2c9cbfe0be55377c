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
  regionParamsSchema,
  regionSchema,
  regionWithCountSchema,
  regionSearchBodySchema,
  serpResultSchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textAnswer } from '../../plugins/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/i18n.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { preparedBySchema, sendPrepared } from '../../lib/prepared-json.ts';
import { createCatalogueJson } from './catalogue-json.ts';
import type { HotelsService } from './hotels.service.ts';
import { publicAnswer } from './public-answer.ts';

const idsOf = (body: z.infer<typeof hotelIdsBodySchema>) => (Array.isArray(body) ? body : body.hotelIds);

const hotelKeySchema = z.object({
  hotelId: z.union([z.string().trim().min(1).max(100), z.number().int()]).transform(String),
});

type Deps = { hotels: HotelsService; clock: Clock; browseLimitPerMinute: number };

export function hotelsRoutes(app: FastifyInstance, { hotels, clock, browseLimitPerMinute }: Deps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** Per client address: each of these calls may ask the partner for rates, on a quota all visitors share. */
  const browsing = { rateLimit: { max: browseLimitPerMinute, timeWindow: '1 minute' } };
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
    schema: {
      summary: 'Suggest regions and hotels for a search text',
      operationId: 'autocompleteDestinations',
      tags,
      querystring: autocompleteQuerySchema,
      response: { 200: autocompleteResultSchema },
    },
    handler: async (request) => hotels.autocomplete(request.query.search),
  });

  routes.get('/api/regions', {
    schema: {
      summary: 'List the regions of the catalogue',
      operationId: 'listRegions',
      tags,
      response: { 200: z.array(regionWithCountSchema) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await json.regions()),
  });

  routes.get('/api/regions/:id', {
    schema: {
      summary: 'Read one region of the catalogue, listed or not',
      operationId: 'getRegion',
      tags,
      params: regionParamsSchema,
      response: { 200: regionWithCountSchema },
    },
    handler: async (request) => hotels.region(request.params.id),
  });

  routes.post('/api/hotelRegionSearch', {
    config: browsing,
    schema: {
      summary: 'Search the hotels of a region for a stay',
      operationId: 'searchRegion',
      tags,
      body: regionSearchBodySchema,
      response: { 200: serpResultSchema },
    },
    preHandler: checkinOnClock,
    handler: async (request, reply) =>
      sendPrepared(request, reply, serpJson(publicAnswer(await hotels.searchRegion(request.body)))),
  });

  routes.get('/api/hotelRegionSearch', {
    schema: {
      summary: 'Find the region of a hotel',
      operationId: 'getRegionOfHotel',
      tags,
      querystring: z.object({ hotelId: z.string().trim().min(1).max(100) }),
      response: { 200: regionSchema },
    },
    handler: async (request) => hotels.regionOfHotel(request.query.hotelId),
  });

  routes.post('/api/hotelSearch', {
    config: browsing,
    schema: {
      summary: 'Search given hotels for a stay',
      operationId: 'searchHotels',
      tags,
      body: hotelSearchBodySchema,
      response: { 200: serpResultSchema },
    },
    preHandler: checkinOnClock,
    handler: async (request, reply) =>
      sendPrepared(request, reply, serpJson(publicAnswer(await hotels.searchHotels(request.body)))),
  });

  routes.post('/api/hotelPage', {
    config: browsing,
    schema: {
      summary: "Read a hotel's rates for a stay",
      operationId: 'getHotelRates',
      tags,
      body: hotelPageBodySchema,
      response: { 200: hotelPageResultSchema },
    },
    preHandler: checkinOnClock,
    handler: async (request, reply) =>
      sendPrepared(
        request,
        reply,
        hotelPageJson(publicAnswer(await hotels.hotelPage(request.body, { client: request.ip }))),
      ),
  });

  routes.get('/api/HotelInternal/getHotel', {
    schema: {
      summary: "Read a hotel's static content",
      operationId: 'getHotel',
      tags,
      querystring: hotelIdQuerySchema,
      response: { 200: hotelMinimalSchema.loose(), 304: z.null().describe('Not modified: the ETag still holds') },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const language = request.query.language ?? requestLocale(request);
      if (!request.query.language) reply.header('vary', 'accept-language, cookie');
      return sendPrepared(request, reply, await json.hotelPage(request.query.id, language));
    },
  });

  routes.post('/api/getHotelDetailedReview', {
    schema: {
      summary: "Read a hotel's reviews",
      operationId: 'getHotelReviews',
      tags,
      body: hotelKeySchema,
      response: { 200: hotelReviewsSchema },
    },
    handler: async (request) => hotels.detailedReview(request.body.hotelId),
  });

  routes.post('/api/getListOfHotels', {
    schema: {
      summary: "Read several hotels' static content",
      operationId: 'listHotels',
      tags,
      body: regionHotelsBodySchema,
      response: { 200: z.array(z.number()) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await json.regionHotelIds(request.body.region_id)),
  });

  routes.post('/api/getListOfHotelsMinimal', {
    schema: {
      summary: "Read several hotels' names, stars and images",
      operationId: 'listHotelsMinimal',
      tags,
      body: hotelIdsBodySchema,
      response: { 200: z.array(hotelMinimalSchema) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await json.minimalList(idsOf(request.body))),
  });

  routes.post('/api/streamHotelsMinimal', {
    schema: {
      summary: "Stream several hotels' minimal content as NDJSON",
      operationId: 'streamHotelsMinimal',
      tags,
      body: hotelIdsBodySchema,
      response: {
        200: textAnswer('application/x-ndjson', 'The same hotels as listHotelsMinimal, one JSON object a line.'),
      },
    },
    handler: async (request, reply) => {
      const lines = (await json.minimalHotels(idsOf(request.body))).map((hotel) => `${hotel}\n`);
      return reply.type('application/x-ndjson').send(lines.join(''));
    },
  });

  routes.post('/api/getHotelRatings', {
    schema: {
      summary: "Read several hotels' ratings",
      operationId: 'listHotelRatings',
      tags,
      body: z.object({ hotelIds: z.array(z.number().int()).max(500) }),
      response: { 200: z.array(hotelRatingSchema) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await json.ratingsList(request.body.hotelIds)),
  });
}
