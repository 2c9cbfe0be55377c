import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsCoding } from '../lib/prepared-json.ts';

/** The types of what the web build writes under assets/; a file of another type goes out through the plugin. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A build's assets are a few MB; past this, a file is sent from the disk each time (a long run of rebuilds). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** How the build's hashed files are cached: a hashed name never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file name of the directory itself: no path, nothing hidden. */
const PLAIN_NAME = /^[\w-][\w.-]*$/;

type KeptAsset = { type: string; etag: string; body: Buffer; br?: Buffer; gzip?: Buffer };

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * The hashed assets of the web build (a dozen per first visit), each read once with its compressed copies and kept:
 * a hashed name never changes content, so nothing is looked up on the disk again (0.35-0.46 ms of CPU an asset sent
 * from the disk by @fastify/static, 0.88 ms through its own route). A file a rebuild adds is read when first asked
 * for, so a rebuild needs no restart; a name that is not there is answered `undefined`, for the caller to pass on.
 */
export function createKeptAssets(dir: string) {
  const kept = new Map<string, KeptAsset>();
  let keptBytes = 0;

  function read(name: string): KeptAsset | undefined {
    const type = TYPES[extname(name)];
    const path = join(dir, name);
    if (!type || !PLAIN_NAME.test(name) || !existsSync(path) || !statSync(path).isFile()) return undefined;
    const body = readFileSync(path);
    const asset = {
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
      br: readIfThere(`${path}.br`),
      gzip: readIfThere(`${path}.gz`),
    };
    const bytes = body.length + (asset.br?.length ?? 0) + (asset.gzip?.length ?? 0);
    if (keptBytes + bytes <= MAX_KEPT_BYTES) {
      kept.set(name, asset);
      keptBytes += bytes;
    }
    return asset;
  }

  /** The asset's smallest copy the client takes; 304 when it already holds it. */
  function send(request: FastifyRequest, reply: FastifyReply, asset: KeptAsset) {
    reply
      .type(asset.type)
      .header('cache-control', IMMUTABLE)
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (asset.br && acceptsCoding(request, 'br')) return reply.header('content-encoding', 'br').send(asset.br);
    if (asset.gzip && acceptsCoding(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.body);
  }

  return {
    /** Sends the named asset, or answers false when there is none of a kept type by that name. */
    send(request: FastifyRequest, reply: FastifyReply, name: string): FastifyReply | false {
      const asset = kept.get(name) ?? read(name);
      return asset ? send(request, reply, asset) : false;
    },
  };
}
