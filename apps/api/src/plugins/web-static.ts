import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, messages, type ApiError, type Locale } from '@bidstay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n/i18n.ts';
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

export type RecordKind = 'hotel' | 'region' | 'publication';

/** A record a page shows, named by the parameter `param` of its path. */
type ShownRecord = { record: RecordKind; param: string };

/** Whether the record of this kind with this id is there. */
export type RecordLookups = Record<RecordKind, (id: string) => Promise<boolean>>;

type PageRoute = { page?: string; answered?: boolean; shows?: ShownRecord };

/** The router takes `/city/` for `/city/:id` with an empty id; the client router does not. */
const hasEmptyParam = (request: FastifyRequest) => Object.values(request.params as object).includes('');

/** The catch-all route, whose page pages.json names for every path of no page. */
const OTHER_PATHS = '/*';

const INDEX_PAGE = 'index.html';
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** The name of a page's copy in `locale` (apps/web/build/first-paint.ts): `home.sv.html`; English's is the page's. */
const pageIn = (page: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? page : page.replace(/\.html$/, `.${locale}.html`);

/**
 * The routes of the client router (apps/web/build/first-paint.ts writes them under pages/, with pages/pages.json
 * naming each route's page rendered ahead, if any, whether the API renders it when asked and the record it shows), as
 * the build there at start names them.
 */
function readPageRoutes(webRoot: string): Record<string, PageRoute> {
  const index = join(webRoot, 'pages', 'pages.json');
  return existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as Record<string, PageRoute>) : {};
}

/**
 * Serves the built SPA, its files kept in memory (./kept-files.ts), none of them looked up by @fastify/static's own
 * route: it reads every directory of a path to check its spelling, many times a bare route's cost (bench/results/history.md).
 * Each route of the client router is a route of the API (with and without a trailing slash, as the client router
 * takes both): its page goes out rendered with its answer (./page-renderer.ts), as rendered ahead or as index.html.
 * A route showing a record (a hotel) looks it up first (`records`): for one that is not there, and for any other
 * GET (or HEAD) outside the API that names no file of the build's root (favicon.svg), the page not found goes out
 * with a 404. The hashed assets, a dozen per first visit, have a route of their own; a file of another type there
 * (version.json) is sent from the disk. The API's paths get a JSON 404. The routes are those of the build there at
 * start: a rebuild that adds one needs a restart for its page to go out.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webRoot: string,
  { imageOrigins, records }: { imageOrigins: () => string[]; records: RecordLookups },
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
  // A page goes out in the visitor's language: its choice (a cookie), else its Accept-Language.
  const pagesAhead = createKeptFiles(join(webRoot, 'pages'), { immutable: false, vary: PAGE_VARY });
  /** The page rendered ahead in the visitor's language, else index.html (with its `lang`). */
  const sendAhead = (request: FastifyRequest, reply: FastifyReply, page: string | undefined) => {
    const locale = requestLocale(request);
    return (
      (page && pagesAhead.send(request, reply, pageIn(page, locale))) ||
      pagesAhead.send(request, reply, pageIn(INDEX_PAGE, locale)) ||
      rootFiles.send(request, reply, INDEX_PAGE) ||
      notFound(reply)
    );
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply, route: PageRoute) {
    const links = preconnect();
    if (links) reply.header('Link', links);
    const locale = requestLocale(request);
    const rendered = route.answered && (await renderer.page(request.url, locale, request.ip, mayRender(request)));
    if (!rendered) return sendAhead(request, reply, route.page);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', PAGE_VARY);
    return acceptsCoding(request, 'gzip')
      ? reply.header('content-encoding', 'gzip').send(rendered.gzip)
      : reply.send(rendered.body);
  }
  /**
   * Whether the record the route shows, if any, is there; a lookup that fails leaves it to the page, which says why
   * it cannot show it.
   */
  async function recordThere(request: FastifyRequest, shows: ShownRecord | undefined) {
    if (!shows) return true;
    const id = (request.params as Record<string, string | undefined>)[shows.param] ?? '';
    return records[shows.record](id).catch((error: unknown) => {
      request.log.error({ err: error, shows }, 'record not looked up: sending its page');
      return true;
    });
  }

  if (built) {
    // `/` is a route of the client router like the others, not the static files' directory index.
    const { [OTHER_PATHS]: otherPaths, ...routes }: Record<string, PageRoute> = { '/': {}, ...readPageRoutes(webRoot) };
    const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
      sendAhead(request, reply.code(404), otherPaths?.page);
    for (const [pattern, route] of Object.entries(routes)) {
      const handler = async (request: FastifyRequest, reply: FastifyReply) =>
        !hasEmptyParam(request) && (await recordThere(request, route.shows))
          ? sendPage(request, reply, route)
          : sendNotFound(request, reply);
      for (const path of new Set([pattern, `${pattern.replace(/\/$/, '')}/`]))
        app.get(path, { schema: { hide: true } }, handler);
    }
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
      // kept-files sends only a plain name of a type it keeps: a path with folders is no file, and no page's.
      return rootFiles.send(request, reply, pathname.slice(1)) || sendNotFound(request, reply);
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
