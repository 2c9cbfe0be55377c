import { apiErrorSchema } from '@bidstay/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { prepareJson, sendPrepared, type PreparedJson } from '../lib/prepared-json.ts';
import { requiresBearer } from './authenticate.ts';

/** Swagger UI's own assets only: its inline styles, nothing from another origin. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'";

const DOCUMENT_URL = '/api/docs/json';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/** A route's answer that is not JSON (text, a stream), for its response schema: documented, never serialized. */
export function textAnswer(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

/** A file sent as bytes (a Buffer), for its response schema. */
export function bytesAnswer(contentType: string, description: string) {
  const bytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
  return { description, content: { [contentType]: { schema: bytes } } };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/**
 * The error answers a route can give in the one error shape: bad input, no or a wrong token, too many requests, and
 * busy (503) for any. They are added to the document only; the routes' own schemas, which serialize answers, are left
 * as they are.
 */
function errorResponses(route: RouteOptions, bearer: boolean) {
  const schema = route.schema ?? {};
  const hasInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
  const throttled = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return {
    ...(hasInput && { 400: errorAnswer('Invalid input: `fields` holds a message for each wrong field.') }),
    ...(bearer && {
      401: errorAnswer('No bearer token, or one of an ended session.'),
      403: errorAnswer("A token of another role, or another account's data."),
    }),
    ...(throttled && { 429: errorAnswer('Too many requests: try again later.') }),
    503: errorAnswer(
      'Busy: no database connection was free in time, or a service it needs is down. Try again shortly.',
    ),
  };
}

/** A route of /api/… as an operation: its error answers, and the bearer token where a guard demands one. */
function apiOperation(input: TransformInput) {
  const route = input.route as RouteOptions;
  const bearer = requiresBearer(route);
  const response = input.schema?.response as object | undefined;
  const schema = { ...input.schema, response: { ...errorResponses(route, bearer), ...response } };
  const transformed = jsonSchemaTransform({ ...input, schema } as TransformInput);
  return { ...transformed, schema: { ...transformed.schema, security: bearer ? [{ bearer: [] }] : [] } };
}

/** Every `$ref` reachable from a value. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/** The schema components the operations use, directly or through other components; the zod registry holds more. */
function withUsedSchemasOnly(document: Document): Document {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [...refsIn(document.paths)];
  while (pending.length > 0) {
    const name = pending.pop()!.replace('#/components/schemas/', '');
    if (used.has(name) || !(name in all)) continue;
    used.add(name);
    pending.push(...refsIn(all[name]));
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * The OpenAPI document of Bidstay's own API (/api/…; the sandbox mounted beside it has none), generated from the
 * routes' zod schemas, with Swagger UI at /api/docs. The document is the same until the next start: it is
 * serialized once, on its first request, and sent as a kept answer (docs/decisions/004-answers-prepared-once.md).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { version, publicUrl }: { version: string; publicUrl: string },
) {
  let document: PreparedJson | undefined;
  async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.url !== DOCUMENT_URL) return;
    document ??= prepareJson(JSON.stringify(app.swagger()));
    return sendPrepared(request, reply, document);
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bidstay API', description: 'Book a hotel room at your own price.', version },
      servers: [{ url: publicUrl, description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) =>
      input.url.startsWith('/api/') ? apiOperation(input) : { schema: { hide: true }, url: input.url },
    transformObject: (input) =>
      withUsedSchemasOnly(jsonSchemaTransformObject(input) as Document) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: { onRequest: sendDocument },
    staticCSP: true,
    transformStaticCSP: () => DOCS_CSP,
  });
}
