import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { LimitState } from './rate-limit.ts';
import { utcText } from './time.ts';

export type EnvelopeParts = {
  endpoint: string;
  limit: LimitState;
  now: Date;
  request: unknown;
};

export type Outcome = { status: string; data: unknown; error: string | null; validationError?: string | null };

export function setLimitHeaders(reply: FastifyReply, limit: LimitState): void {
  reply.header('X-RateLimit-SecondsNumber', String(limit.seconds));
  reply.header('X-RateLimit-RequestsNumber', String(limit.requests));
  reply.header('X-RateLimit-Remaining', String(limit.remaining));
  reply.header('X-RateLimit-Reset', utcText(limit.reset));
}

export function envelope(parts: EnvelopeParts, outcome: Outcome) {
  return {
    data: outcome.data,
    debug: {
      request: parts.request,
      request_id: randomUUID().replaceAll('-', ''),
      utcnow: parts.now.toISOString(),
      api_endpoint: {
        endpoint: parts.endpoint,
        requests_number: parts.limit.requests,
        seconds_number: parts.limit.seconds,
        remaining: parts.limit.remaining,
        reset: utcText(parts.limit.reset),
      },
      validation_error: outcome.validationError ?? null,
    },
    error: outcome.error,
    status: outcome.status,
  };
}
