import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    config: { rateLimit: false },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  });
}
