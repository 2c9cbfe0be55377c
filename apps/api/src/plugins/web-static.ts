import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages, type ApiError } from '@bidstay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsCoding } from '../lib/prepared-json.ts';
import { createKeptFiles, IMMUTABLE } from './kept-files.ts';
import { createPageRenderer } from './page-renderer.ts';

/** Paths of no page: a file missing under /assets/ (an old build's chunk) is a 404, not a page in its place. */
const NOT_SPA = /^\/(api|sandbox|dev|assets)(\/|$)/;

/**
 * Pages a client may have rendered with their answer each minute; beyond, it gets the page rendered ahead (the same
 * app, without the content painted first) until a minute has passed. A page already kept costs nothing and is sent.
 * A visitor opens a few pages a minute; a crawler walking every hotel would otherwise keep the server rendering.
 */
const PAGE_RENDERS_PER_MINUTE = 60;

type PageRoute = { page: string; answered?: boolean };

/** The router takes `/city/` for `/city/:id` with an empty id; the client router does not. */
const hasEmptyParam = (request: FastifyRequest) => Object.values(request.params as object).includes('');

/**
 * The routes of the client router with a page rendered ahead (apps/web/build/first-paint.ts writes them under pages/,
 * with pages/pages.json naming each route's page and whether the API renders it when asked), as the build
 * there at start names them.
 */
function readPageRoutes(webRoot: string): Record<string, PageRoute> {
  const index = join(webRoot, 'pages', 'pages.json');
  return existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as Record<string, PageRoute>) : {};
}

/**
 * Serves the built SPA, its files kept in memory (./kept-files.ts), none of them looked up by @fastify/static's own
 * route: it reads every directory of a path to check its spelling, many times a bare route's cost (bench/results/history.md).
 * A route with a page rendered ahead is a route of the API: its
 * page goes out rendered with its answer (./page-renderer.ts) or as rendered ahead. The hashed assets, a dozen per
 * first visit, have a route of their own; a file of another type there (version.json) is sent from the disk. Any
 * other GET (or HEAD) outside the API gets the file of the build's root it names (favicon.svg) or else index.html,
 * for the client router; the rest gets a JSON 404. The routes are those of the build there at start: a rebuild that
 * adds one needs a restart for its page to go out.
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
      serve: false,
      preCompressed: true,
      setHeaders(response, path) {
        response.header('Cache-Control', path.endsWith('version.json') ? 'no-cache' : IMMUTABLE);
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
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'not_found', message: messages.generic.notFound } satisfies ApiError);
  const rootFiles = createKeptFiles(webRoot, { immutable: false });
  const pagesAhead = createKeptFiles(join(webRoot, 'pages'), { immutable: false });
  async function sendPage(request: FastifyRequest, reply: FastifyReply, route?: PageRoute) {
    const links = preconnect();
    if (links) reply.header('Link', links);
    const rendered = route?.answered && (await renderer.page(request.url, request.ip, mayRender(request)));
    if (!rendered) {
      const sent = route ? pagesAhead.send(request, reply, route.page) : rootFiles.send(request, reply, 'index.html');
      return sent || notFound(reply);
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    return acceptsCoding(request, 'gzip')
      ? reply.header('content-encoding', 'gzip').send(rendered.gzip)
      : reply.send(rendered.body);
  }
  if (built) {
    // `/` is a route of the client router like the others, not the static files' directory index.
    const routes: Record<string, PageRoute | undefined> = { '/': undefined, ...readPageRoutes(webRoot) };
    for (const [pattern, route] of Object.entries(routes))
      app.get(pattern, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, hasEmptyParam(request) ? undefined : route),
      );
    const assets = createKeptFiles(join(webRoot, 'assets'), { immutable: true });
    app.get<{ Params: { file: string } }>(
      '/assets/:file',
      { schema: { hide: true } },
      (request, reply) =>
        assets.send(request, reply, request.params.file) || reply.sendFile(`assets/${request.params.file}`),
    );
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      if (NOT_SPA.test(pathname)) return notFound(reply);
      // kept-files sends only a plain name of a type it keeps: a path with folders is a page.
      return rootFiles.send(request, reply, pathname.slice(1)) || sendPage(request, reply);
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
