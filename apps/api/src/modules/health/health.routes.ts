import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'starting']), database: z.string(), hotels: z.number() });

/** Ready once the database answers and the catalogue is loaded; 503 while starting. */
export function healthRoutes(
  app: FastifyInstance,
  { database, hotels }: { database: Database; hotels: HotelsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      summary: 'Ready once the database answers and the catalogue is loaded',
      operationId: 'getHealth',
      tags: ['system'],
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      await database.db.execute(sql`select 1`);
      const size = hotels.catalogue().size;
      return reply
        .code(size > 0 ? 200 : 503)
        .send({ status: size > 0 ? 'ok' : 'starting', database: database.kind, hotels: size });
    },
  });
}
