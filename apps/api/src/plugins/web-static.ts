import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages, type ApiError } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(api|sandbox|dev)(\/|$)/;

/**
 * Serves the built SPA (files looked up per request, so a rebuild needs no restart); any other
 * GET outside the API gets index.html for the client router, and the rest a JSON 404.
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
        const links = path.endsWith('index.html') && preconnect();
        if (links) response.header('Link', links);
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && request.method === 'GET' && !NOT_SPA.test(request.url)) {
      const links = preconnect();
      if (links) reply.header('Link', links);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not_found', message: messages.generic.notFound } satisfies ApiError);
  });
}
