import {
  publicationListQuerySchema,
  publicationQuerySchema,
  publicationSchema,
  publicationSummarySchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/i18n.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import type { PublicationsService } from './publications.service.ts';

/** The language the texts are answered in, which the answer says varies with what decides it. */
function answeredLanguage(request: FastifyRequest, reply: FastifyReply) {
  reply.header('vary', 'accept-language, cookie');
  return requestLocale(request);
}

export function publicationsRoutes(app: FastifyInstance, { publications }: { publications: PublicationsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['publications'];

  routes.get('/api/getPublicationList', {
    schema: {
      summary: "List the published articles, in the caller's language where they have it",
      operationId: 'listPublications',
      tags,
      querystring: publicationListQuerySchema,
      response: { 200: z.array(publicationSummarySchema) },
    },
    handler: async (request, reply) =>
      sendPrepared(request, reply, await publications.list(answeredLanguage(request, reply), request.query.type)),
  });

  routes.get('/api/getPublication', {
    schema: {
      summary: "Read a published article, in the caller's language where it has it, else in English",
      operationId: 'getPublication',
      tags,
      querystring: publicationQuerySchema,
      response: { 200: publicationSchema },
    },
    handler: async (request, reply) =>
      sendPrepared(request, reply, await publications.find(request.query.id, answeredLanguage(request, reply))),
  });
}
