import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Credentials } from './auth.ts';
import { envelope, setLimitHeaders, type EnvelopeParts } from './envelope.ts';
import { EtgError, httpStatusOf } from './errors.ts';
import type { Limit, LimitState, RateLimiter } from './rate-limit.ts';
import type { Clock } from './time.ts';

export type Body = Record<string, unknown>;

export type Answer = { data: unknown; status?: string } | { file: Buffer; contentType: string };

export type EtgRoute = {
  path: string;
  method: 'GET' | 'POST';
  limit: Limit;
  handle(body: Body, request: FastifyRequest): Answer | Promise<Answer>;
};

export type RouteDeps = { credentials: Credentials; limiter: RateLimiter; clock: Clock };

function parseJson(text: string): Body {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EtgError('decoding_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EtgError('body_must_be_json_object');
  return value as Body;
}

function readBody(request: FastifyRequest): Body {
  if (request.method === 'GET') {
    const data = (request.query as Record<string, unknown>).data;
    return typeof data === 'string' ? parseJson(data) : {};
  }
  return parseJson(typeof request.body === 'string' ? request.body : '');
}

function idleLimit(limit: Limit, now: Date): LimitState {
  return {
    ...limit,
    remaining: limit.requests,
    reset: new Date(now.getTime() + limit.seconds * 1000),
    exceeded: false,
  };
}

export function registerEtgRoute(app: FastifyInstance, route: EtgRoute, deps: RouteDeps): void {
  const endpoint = `api/b2b/v3/${route.path}`;
  app.all(`/${endpoint}`, async (request: FastifyRequest, reply: FastifyReply) => {
    const parts: EnvelopeParts = {
      endpoint,
      limit: idleLimit(route.limit, deps.clock.now()),
      now: deps.clock.now(),
      request: null,
    };
    try {
      const keyId = authenticate(request.headers.authorization, deps.credentials);
      parts.limit = deps.limiter.hit(keyId, route.path, route.limit);
      setLimitHeaders(reply, parts.limit);
      if (parts.limit.exceeded) throw new EtgError('endpoint_exceeded_limit');
      if (request.method !== route.method) throw new EtgError('unexpected_method');
      const body = readBody(request);
      parts.request = body;
      const answer = await route.handle(body, request);
      if ('file' in answer) return reply.type(answer.contentType).send(answer.file);
      return reply.send(envelope(parts, { data: answer.data, status: answer.status ?? 'ok', error: null }));
    } catch (error) {
      if (!(error instanceof EtgError)) throw error;
      setLimitHeaders(reply, parts.limit);
      const outcome = { data: null, status: 'error', error: error.code, validationError: error.validationError };
      return reply.code(httpStatusOf(error.code)).send(envelope(parts, outcome));
    }
  });
}
