import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A kept answer (src/lib/prepared-json.ts): the same JSON gzipped to a browser, and 304 to a client holding its ETag. */
export async function expectKeptAnswer(app: FastifyInstance, url: string) {
  const plain = await app.inject({ method: 'GET', url });
  expect(plain.statusCode, url).toBe(200);
  const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers['content-encoding'], url).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()), url).toEqual(plain.json());
  const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(plain.headers.etag) } });
  expect(again.statusCode, url).toBe(304);
}
