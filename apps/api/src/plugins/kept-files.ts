import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsCoding } from '../lib/prepared-json.ts';

/** The types of what the web build writes; a file of another type goes out through @fastify/static. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** A build is a few MB; past this, a file is sent from the disk each time (a long run of rebuilds). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** How the build's hashed files are cached: a hashed name never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file name of the directory itself: no path, nothing hidden. */
const PLAIN_NAME = /^[\w-][\w.-]*$/;

type KeptFile = { type: string; etag: string; version: string; body: Buffer; br?: Buffer; gzip?: Buffer };

const COPIES = ['', '.br', '.gz'];

/** When the file and its compressed copies were last written; '' when the file is not there. */
function versionOf(path: string) {
  const stats = COPIES.map((suffix) => statSync(`${path}${suffix}`, { throwIfNoEntry: false }));
  if (!stats[0]?.isFile()) return '';
  return stats.map((stat) => stat?.mtimeMs ?? '-').join(':');
}

const readIfThere = (path: string) =>
  statSync(path, { throwIfNoEntry: false })?.isFile() ? readFileSync(path) : undefined;
const bytesOf = (file: KeptFile) => file.body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);

/**
 * The files of one directory of the web build, each read with its compressed copies and kept, so that sending one
 * costs what sending an answer does, where @fastify/static looks each up on the disk at each request
 * (docs/decisions/004-answers-prepared-once.md). With `immutable` (hashed names) a kept file
 * is never looked at again; without, it is read again once a rebuild has rewritten it or one of its compressed
 * copies. A file a rebuild adds is read when first asked for, so a rebuild needs no restart; a name that is not
 * there is answered false, for the caller to pass on. `vary`: what else than the encoding chooses the file sent.
 */
export function createKeptFiles(
  dir: string,
  { immutable, vary = 'accept-encoding' }: { immutable: boolean; vary?: string },
) {
  const kept = new Map<string, KeptFile>();
  let keptBytes = 0;

  function keep(name: string, file: KeptFile) {
    const before = kept.get(name);
    const bytes = bytesOf(file) - (before ? bytesOf(before) : 0);
    if (keptBytes + bytes > MAX_KEPT_BYTES) return;
    kept.set(name, file);
    keptBytes += bytes;
  }

  function current(name: string): KeptFile | undefined {
    const known = kept.get(name);
    if (known && immutable) return known;
    const type = TYPES[extname(name)];
    if (!type || !PLAIN_NAME.test(name)) return undefined;
    const path = join(dir, name);
    const version = versionOf(path);
    if (!version) return undefined;
    if (known?.version === version) return known;
    const body = readFileSync(path);
    const file = {
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      version,
      body,
      br: readIfThere(`${path}.br`),
      gzip: readIfThere(`${path}.gz`),
    };
    keep(name, file);
    return file;
  }

  /** The file's smallest copy the client takes; 304 when it already holds it. */
  function send(request: FastifyRequest, reply: FastifyReply, file: KeptFile) {
    reply
      .type(file.type)
      .header('cache-control', immutable ? IMMUTABLE : 'no-cache')
      .header('etag', file.etag)
      .header('vary', vary);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    if (file.br && acceptsCoding(request, 'br')) return reply.header('content-encoding', 'br').send(file.br);
    if (file.gzip && acceptsCoding(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
    return reply.send(file.body);
  }

  return {
    /** Sends the named file, or answers false when there is none of a kept type by that name. */
    send(request: FastifyRequest, reply: FastifyReply, name: string): FastifyReply | false {
      const file = current(name);
      return file ? send(request, reply, file) : false;
    },
  };
}
