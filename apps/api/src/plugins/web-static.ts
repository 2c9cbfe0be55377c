import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages, type ApiError } from '@bidstay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '../lib/prepared-json.ts';
import { createPageRenderer } from './page-renderer.ts';

const NOT_SPA = /^\/(api|sandbox|dev)(\/|$)/;

/**
 * Pages a client may have rendered with their answer each minute; beyond, it gets the page rendered ahead (the same
 * app, without the content painted first) until a minute has passed. A page already kept costs nothing and is sent.
 * A visitor opens a few pages a minute; a crawler walking every hotel would otherwise keep the server rendering.
 */
const PAGE_RENDERS_PER_MINUTE = 60;

/** The values of a route pattern's parameters (`/city/:id`) in a path, or undefined where it does not match. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
    } else if (value === '') return undefined;
    else params[segment.slice(1)] = decodeURIComponent(value);
  }
  return params;
}

type PageRoute = { page: string; answer?: string };

/**
 * The route of the pages the web build rendered ahead that serves this path (apps/web/build/first-paint.ts writes
 * them under pages/, with pages/pages.json naming each route's page and, for a page the API renders when asked, its
 * answer), with the path's parameters. Read per request, like the files.
 */
function pageRouteFor(webRoot: string, pathname: string) {
  const index = join(webRoot, 'pages', 'pages.json');
  if (!existsSync(index)) return undefined;
  const routes = JSON.parse(readFileSync(index, 'utf8')) as Record<string, PageRoute>;
  for (const [pattern, route] of Object.entries(routes)) {
    const params = paramsOf(pattern, pathname);
    if (params) return { ...route, params };
  }
  return undefined;
}

/**
 * Serves the built SPA (files looked up per request, so a rebuild needs no restart); any other
 * GET (or HEAD) outside the API gets its route's page, rendered with its answer
 * (./page-renderer.ts) or ahead, or index.html, for the client router, and the rest a JSON 404.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webRoot: string,
  { imageOrigins }: { imageOrigins: () => string[] },
) {
  const built = existsSync(join(webRoot, 'index.html'));
  /** The pages show photos from the partner's servers: the browser opens those connections with the page's. */
  const preconnect = () =>
    imageOrigins()
      .map((origin) => `<${origin}>; rel=preconnect`)
      .join(', ');
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      preCompressed: true,
      // The renderer of pages is the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders(response, path) {
        const immutable = path.includes(join('assets', '')) && !path.endsWith('version.json');
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        const links = path.endsWith('.html') && preconnect();
        if (links) response.header('Link', links);
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built: serving the API only');
  }
  const renderer = createPageRenderer(app, webRoot, app.log);
  const renders = app.createRateLimit({
    max: PAGE_RENDERS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `page-render:${request.ip}`,
  });
  const mayRender = (request: FastifyRequest) => async () => {
    const limit = await renders(request);
    return limit.isAllowed || !limit.isExceeded;
  };
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const { pathname } = new URL(request.url, 'http://localhost');
    const route = pageRouteFor(webRoot, pathname);
    reply.header('Cache-Control', 'no-cache');
    const answered = route?.answer && { answer: route.answer, params: route.params };
    const rendered = answered && (await renderer.page(pathname, answered, mayRender(request)));
    if (!rendered) return reply.sendFile(route ? `pages/${route.page}` : 'index.html');
    const links = preconnect();
    if (links) reply.header('Link', links);
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    return acceptsGzip(request)
      ? reply.header('content-encoding', 'gzip').send(rendered.gzip)
      : reply.send(rendered.body);
  }
  // `/` is a route of the client router like the others, not the static files' directory index.
  if (built) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (built && reading && !NOT_SPA.test(request.url)) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not_found', message: messages.generic.notFound } satisfies ApiError);
  });
}
