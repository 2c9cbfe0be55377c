import { createVisitorLogBodySchema } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VisitorLogService } from './visitor-log.service.ts';

/** Client errors reported by the web; the ip is the request's own, never the client's claim. */
export function visitorLogRoutes(app: FastifyInstance, { visitorLog }: { visitorLog: VisitorLogService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/log/createVisitorLog', {
    schema: {
      summary: 'Report an error seen in the browser',
      operationId: 'logClientError',
      tags: ['visitor-log'],
      body: createVisitorLogBodySchema,
      response: { 204: z.null().describe('Logged') },
    },
    bodyLimit: 8 * 1024,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await visitorLog.record(request.body, request.ip);
      return reply.code(204).send(null);
    },
  });
}
