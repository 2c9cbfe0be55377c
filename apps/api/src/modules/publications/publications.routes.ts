import {
  publicationListQuerySchema,
  publicationQuerySchema,
  publicationSchema,
  publicationSummarySchema,
} from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-json.ts';
import type { PublicationsService } from './publications.service.ts';

export function publicationsRoutes(app: FastifyInstance, { publications }: { publications: PublicationsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['publications'];

  routes.get('/api/getPublicationList', {
    schema: {
      summary: 'List the published articles',
      operationId: 'listPublications',
      tags,
      querystring: publicationListQuerySchema,
      response: { 200: z.array(publicationSummarySchema) },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await publications.list(request.query.type)),
  });

  routes.get('/api/getPublication', {
    schema: {
      summary: 'Read a published article',
      operationId: 'getPublication',
      tags,
      querystring: publicationQuerySchema,
      response: { 200: publicationSchema },
    },
    handler: async (request, reply) => sendPrepared(request, reply, await publications.find(request.query.id)),
  });
}
