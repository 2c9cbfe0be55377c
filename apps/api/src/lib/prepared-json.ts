import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const MIN_GZIP_BYTES = 1024;

/** An answer serialized once: its bytes, its ETag and, made the first time a client accepts it, its gzip. */
export type PreparedJson = { readonly body: Buffer; readonly etag: string; gzip(): Buffer | undefined };

export function prepareJson(json: string): PreparedJson {
  const body = Buffer.from(json);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  let gzip: Buffer | undefined;
  return {
    body,
    etag,
    gzip: () => (body.length < MIN_GZIP_BYTES ? undefined : (gzip ??= gzipSync(body))),
  };
}

/** Prepared answers by key, the oldest forgotten once they weigh more than `maxBytes`. */
export function createKeptAnswers(maxBytes: number) {
  const answers = new Map<string, PreparedJson>();
  let bytes = 0;
  return {
    get: (key: string) => answers.get(key),
    keep(key: string, answer: PreparedJson) {
      answers.set(key, answer);
      bytes += answer.body.length;
      for (const [oldest, { body }] of answers) {
        if (bytes <= maxBytes) break;
        answers.delete(oldest);
        bytes -= body.length;
      }
      return answer;
    },
  };
}

/**
 * The prepared form of answers that are kept and sent many times (a partner search shared for a
 * minute), checked against the route's response schema once, as the serializer would each time.
 */
export function preparedBySchema<S extends z.ZodType>(schema: S) {
  const prepared = new WeakMap<object, PreparedJson>();
  return (value: z.input<S> & object): PreparedJson => {
    let known = prepared.get(value);
    if (!known) {
      known = prepareJson(JSON.stringify(schema.parse(value)));
      prepared.set(value, known);
    }
    return known;
  };
}

/** Whether the client takes the content coding: it or `*` named in Accept-Encoding, and not with q=0. */
export function acceptsCoding(request: FastifyRequest, wanted: 'gzip' | 'br') {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    return (coding === wanted || coding === '*') && !refused;
  });
}

/**
 * Sends a prepared answer: gzipped to clients that take it, 304 to a GET that already holds it. What the route
 * varies on besides (a language) is kept.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (request.method === 'GET') {
    reply.header('etag', prepared.etag);
    if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  }
  const gzip = acceptsCoding(request, 'gzip') ? prepared.gzip() : undefined;
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(prepared.body);
}
