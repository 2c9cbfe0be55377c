import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { messages } from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const RETRY_AFTER_S = 10;
const MB = 1024 * 1024;

/**
 * Never shed: a balancer must read the health of an overloaded process (readiness says so), and a payment's webhook
 * refused would be sent again by Stripe only much later, leaving a paid booking unfinished meanwhile.
 */
const NEVER_SHED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/payments/webhook']);

const neverShed = (request: FastifyRequest) => NEVER_SHED.has(request.routeOptions.url ?? '');

/**
 * Past its limits (event loop lag, heap, resident memory) the process answers 503 with Retry-After at once, rather
 * than late for everyone; `app.isUnderPressure()` then fails readiness. Registered before the routes.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  { eventLoopDelayMs, heapPercent, rssMb }: Config['shedding'],
) {
  await app.register(underPressure, {
    maxEventLoopDelay: eventLoopDelayMs,
    maxHeapUsedBytes: Math.round((getHeapStatistics().heap_size_limit * heapPercent) / 100),
    maxRssBytes: rssMb * MB,
    retryAfter: RETRY_AFTER_S,
    pressureHandler: async (request, reply) => {
      if (neverShed(request)) return;
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new AppError('unavailable', messages.generic.busy);
    },
  });
}
