import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const NOT_SPA = /^\/(api|sandbox|dev)(\/|$)/;

/** Serves the built SPA; any other GET outside the API gets index.html for the client router. */
export async function registerWebStatic(app: FastifyInstance, webRoot: string) {
  if (!existsSync(join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'web app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(response, path) {
      const cache = path.includes(`${join('assets', '')}`) && !path.endsWith('version.json');
      response.header('Cache-Control', cache ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_SPA.test(request.url)) throw new AppError('not_found', messages.generic.notFound);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
