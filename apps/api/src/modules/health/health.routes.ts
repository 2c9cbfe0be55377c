import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import type { Drain } from '../../lib/drain.ts';
import type { SharedLimits } from '../../lib/shared-limits.ts';
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

const liveSchema = z.object({ status: z.literal('live') });

const readySchema = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.boolean().describe('The database answers'),
  migrations: z.boolean().describe("Every migration of this build's is applied"),
  limits: z.boolean().describe('Where the limits shared by the fleet count answers: Redis when set, else the database'),
  draining: z.boolean().describe('The process was told to stop and finishes what it runs'),
  overloaded: z.boolean().describe('Requests are shed: event loop lag or memory past its limits'),
});

type Options = { database: Database; limits: SharedLimits; hotels: HotelsService; drain: () => Drain };

/**
 * Serving once the database answers and some of the catalogue is imported; an import in progress
 * is reported, not waited for, unless `?ready=catalogue` asks for the whole catalogue.
 */
export function healthRoutes(app: FastifyInstance, { database, limits, hotels, drain }: Options) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/health/live', {
    schema: {
      summary: "A balancer's liveness probe: the process answers",
      operationId: 'getLiveness',
      tags: ['system'],
      response: { 200: liveSchema },
    },
    handler: async () => ({ status: 'live' as const }),
  });
  let migrated = false;
  const answers = () =>
    database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
  typed.get('/api/health/ready', {
    schema: {
      summary:
        "A balancer's readiness probe: 503 while the database or Redis fails, a migration is missing, or draining or overloaded",
      operationId: 'getReadiness',
      tags: ['system'],
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (_request, reply) => {
      const [databaseUp, storeUp] = await Promise.all([answers(), limits.answers?.()]);
      migrated ||= databaseUp && (await migrationsApplied(database.db).catch(() => false));
      const checks = {
        database: databaseUp,
        migrations: migrated,
        limits: storeUp ?? databaseUp,
        draining: drain().draining,
        overloaded: app.isUnderPressure(),
      };
      const ready = checks.database && checks.migrations && checks.limits && !checks.draining && !checks.overloaded;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', ...checks });
    },
  });
  typed.get('/api/health', {
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
