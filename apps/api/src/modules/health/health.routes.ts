import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'starting', 'importing']),
  database: z.string(),
  hotels: z.number(),
  import: z
    .object({
      kind: z.enum(['full', 'incremental']),
      hotels: z.number().describe('Hotels the running import has written so far'),
      since: z.string(),
    })
    .optional(),
});

const healthQuerySchema = z.object({
  ready: z.enum(['catalogue']).optional().describe('catalogue: 503 until a full import has finished and none runs'),
});

/**
 * Serving once the database answers and some of the catalogue is imported; an import in progress
 * is reported, not waited for, unless `?ready=catalogue` asks for the whole catalogue.
 */
export function healthRoutes(
  app: FastifyInstance,
  { database, hotels }: { database: Database; hotels: HotelsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      summary: 'Ready once the database answers and hotels are imported; reports an import in progress',
      operationId: 'getHealth',
      tags: ['system'],
      querystring: healthQuerySchema,
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (request, reply) => {
      await database.db.execute(sql`select 1`);
      const catalogue = await hotels.catalogueStatus();
      const ready =
        catalogue.hotels > 0 &&
        (request.query.ready !== 'catalogue' || (catalogue.complete && catalogue.running === undefined));
      return reply.code(ready ? 200 : 503).send({
        status: catalogue.hotels === 0 ? 'starting' : catalogue.running ? 'importing' : 'ok',
        database: database.kind,
        hotels: catalogue.hotels,
        ...(catalogue.running && { import: catalogue.running }),
      });
    },
  });
}
