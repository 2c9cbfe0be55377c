import type { FastifyInstance } from 'fastify';

/** Keeps url-encoded bodies as text; `parseForm` reads Stripe's bracket notation from it. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}
