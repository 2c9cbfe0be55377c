import { HOUR_MS } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../lib/clock.ts';
import type { LoopbackOnly } from './loopback-only.ts';

const MAX_HOURS = 24 * 366;

type Options = { clock: MovableClock; runDueJobs(): Promise<number>; loopbackOnly: LoopbackOnly };

/**
 * `POST /api/dev/clock` (TEST_CLOCK only, from this machine): moves the process's clock forward, then runs the jobs
 * that fell due, so that an end-to-end test sees a deadline pass as a customer would.
 */
export function testClockRoutes(app: FastifyInstance, { clock, runDueJobs, loopbackOnly }: Options) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/dev/clock', {
    schema: {
      hide: true,
      body: z.object({ hours: z.number().positive().max(MAX_HOURS) }),
      response: { 200: z.object({ now: z.string() }) },
    },
    onRequest: loopbackOnly,
    handler: async (request) => {
      clock.advance(request.body.hours * HOUR_MS);
      await runDueJobs();
      return { now: clock.now().toISOString() };
    },
  });
}
