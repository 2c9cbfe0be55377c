import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages, type ApiError } from '@bidstay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_SPA = /^\/(api|sandbox|dev)(\/|$)/;

/** A route pattern of the client router (`/city/:id`) against a path. */
function matchesRoute(pattern: string, pathname: string) {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

/**
 * The page the web build rendered ahead for this path (apps/web/build/first-paint.ts writes them under pages/, with
 * pages/pages.json naming the routes of each), else index.html. Read per request, like the files.
 */
function htmlFor(webRoot: string, url: string) {
  const index = join(webRoot, 'pages', 'pages.json');
  if (!existsSync(index)) return 'index.html';
  const pathname = new URL(url, 'http://localhost').pathname;
  const routes = JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>;
  const page = Object.entries(routes).find(([pattern]) => matchesRoute(pattern, pathname))?.[1];
  return page ? `pages/${page}` : 'index.html';
}

/**
 * Serves the built SPA (files looked up per request, so a rebuild needs no restart); any other
 * GET outside the API gets the page rendered ahead for its route or index.html, for the client
 * router, and the rest a JSON 404.
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
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile(htmlFor(webRoot, request.url));
  // `/` is a route of the client router like the others, not the static files' directory index.
  if (built) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (built && request.method === 'GET' && !NOT_SPA.test(request.url)) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not_found', message: messages.generic.notFound } satisfies ApiError);
  });
}
