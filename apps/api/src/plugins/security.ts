import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { messages } from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.ts';
import type { WindowCount } from '../lib/shared-limits.ts';
import { principalOf } from './authenticate.ts';

/** Stripe's own origins for its embedded checkout, allowed only when real Stripe keys are set (DESIGN §7). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The API's answers are data, never a document: they need no document policy, only to be refused as a script, a
 * frame or a page of another site (OWASP's headers for REST answers). Half the bytes of the document headers.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/**
 * A signed-in route's limit counts per account, after its authentication: customers behind one address do not share
 * a budget, and calls refused as unauthenticated spend none.
 */
export const perAccount = {
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `account:${principalOf(request).id}`,
} as const;

/** Swagger UI (/api/docs) is a document, with its own policy (openapi.ts). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Helmet's headers for these options, worked out once: they are the same for every request, and
 * building helmet's middleware per request (as @fastify/helmet does) cost a tenth of a catalogue read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

type Options = {
  allowStripe: boolean;
  partnerOrigin: string | undefined;
  /** The maps' tile server, when it is not this site (MAP_TILES_URL). */
  tilesOrigin: string | undefined;
  /** Only a site served over TLS may ask browsers to use nothing else: on plain HTTP it would lock them out. */
  hsts: boolean;
  /** Where the route limits count, shared by the fleet (lib/shared-limits.ts). */
  windows: (name: string) => WindowCount;
};

/** What `@fastify/rate-limit` hands a store's `child`: the route's limit, with the route (its typings say otherwise). */
type RouteLimit = { routeInfo: { method: string | string[]; url: string } };

/** `@fastify/rate-limit`'s store over the fleet's window counts: each route counts in windows of its own name. */
function sharedStore(windows: Options['windows']): FastifyRateLimitStoreCtor {
  const store = (count: WindowCount): FastifyRateLimitStore => ({
    incr(key, done, timeWindow) {
      count.hit(key, timeWindow).then(
        ({ count: current, resetInMs }) => done(null, { current, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    },
    child(route) {
      const { method, url } = (route as unknown as RouteLimit).routeInfo;
      return store(windows(`route ${String(method)} ${url}`));
    },
  });
  // The plugin builds its store with `new`: a function answering an object stands in for a class.
  return function SharedStore() {
    return store(windows('route'));
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Security headers with a strict CSP (no inline script), and per-route rate limits. */
export async function registerSecurity(
  app: FastifyInstance,
  { allowStripe, partnerOrigin, tilesOrigin, hsts, windows }: Options,
) {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE_SOURCES.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          ...(partnerOrigin ? [partnerOrigin, 'https:'] : []),
          ...(tilesOrigin ? [tilesOrigin] : []),
          ...stripe(STRIPE_SOURCES.img),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE_SOURCES.connect)],
        frameSrc: ["'self'", ...stripe(STRIPE_SOURCES.frame)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
  });
  const apiHeaders = hsts ? { ...API_HEADERS, ...HSTS } : API_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(windows),
    errorResponseBuilder: () => new AppError('rate_limited', messages.generic.tooManyRequests),
  });
}
