import { HOUR_MS } from '@bidstay/contract/plain';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Edition, LiveCatalogue } from './catalogue/edition.ts';
import { hotelIn } from './catalogue/language.ts';
import { regionContent } from './catalogue/regions.ts';
import { hotelReviews } from './catalogue/reviews.ts';
import type { Clock } from './time.ts';
import { utcText } from './time.ts';

export type DumpKind = 'hotels' | 'regions' | 'reviews' | 'incremental';

const LIFETIME_MS = HOUR_MS;
const CHUNK_CHARS = 64 * 1024;

/** A dump in one language: a hotel's text is in it, a removed hotel's line and the reviews are as written. */
function* records(edition: Edition, kind: DumpKind, language: string): Generator<unknown> {
  if (kind === 'regions') for (const region of edition.regions()) yield regionContent(region);
  else if (kind === 'incremental') {
    for (const change of edition.changes()) yield 'deleted' in change ? change : hotelIn(change, language);
  } else if (kind === 'hotels') for (const hotel of edition.hotels()) yield hotelIn(hotel, language);
  else for (const hotel of edition.hotels()) yield hotelReviews(hotel);
}

/** Lines joined in chunks: a million hotels stream without a write per hotel. */
function* lines(edition: Edition, kind: DumpKind, language: string): Generator<string> {
  let chunk = '';
  for (const record of records(edition, kind, language)) {
    chunk += `${JSON.stringify(record)}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * ETG's dumps are Zstd-compressed JSON Lines; Node 20's zlib has no Zstd, so the emulator
 * serves the same lines gzip-compressed, from a URL that expires after an hour. A link gives the
 * catalogue of the day it was issued (the incremental dump: that day's changes). As ETG serves
 * its dumps as files, the emulator keeps a day's dump of each kind in a file of its own: the
 * first read streams the lines as they are generated and writes the file beside, later reads
 * are served from the file.
 */
export function createDumps(catalogue: LiveCatalogue, clock: Clock) {
  const links = new Map<string, { kind: DumpKind; language: string; day: number; expiresAt: number }>();
  const directory = mkdtempSync(join(tmpdir(), 'bidstay-etg-dumps-'));
  const written = new Set<string>();
  const writing = new Set<string>();

  /** Writes what `dump` streams to the dump's file too; the file counts once it is whole. */
  function keep(key: string, dump: Readable) {
    writing.add(key);
    const path = join(directory, `${key}.jsonl.gz`);
    const partial = `${path}.${randomUUID()}.part`;
    pipeline(dump, createWriteStream(partial))
      .then(() => rename(partial, path))
      .then(() => written.add(key))
      .catch(() => rm(partial, { force: true }))
      .finally(() => writing.delete(key));
  }

  function dumpOf(day: number, kind: DumpKind, language: string): Readable {
    const key = `${day}-${kind}-${language}`;
    if (written.has(key)) return createReadStream(join(directory, `${key}.jsonl.gz`));
    const dump = Readable.from(lines(catalogue.editionOf(day), kind, language)).pipe(createGzip());
    if (!writing.has(key)) keep(key, dump);
    return dump.pipe(new PassThrough());
  }

  return {
    issue(request: FastifyRequest, basePath: string, kind: DumpKind, language: string) {
      const now = clock.now().getTime();
      for (const [token, link] of links) if (link.expiresAt <= now) links.delete(token);
      const token = randomUUID();
      const { day } = catalogue.today();
      links.set(token, { kind, language, day, expiresAt: now + LIFETIME_MS });
      return {
        url: `${request.protocol}://${request.host}${basePath}/dumps/${kind}/${token}.jsonl.gz`,
        last_update: utcText(catalogue.dayStart(day)),
      };
    },
    register(app: FastifyInstance): void {
      app.get<{ Params: { kind: string; file: string } }>('/dumps/:kind/:file', async (request, reply) => {
        const link = links.get(request.params.file.replace(/\.jsonl\.gz$/, ''));
        if (!link || link.kind !== request.params.kind || link.expiresAt <= clock.now().getTime()) {
          return reply.code(404).send({ error: 'not_found' });
        }
        const stream = dumpOf(link.day, link.kind, link.language);
        return reply
          .type('application/gzip')
          .header('Content-Disposition', `attachment; filename="${link.kind}.jsonl.gz"`)
          .send(stream);
      });
    },
    /** Removes the dump files: the emulator is closing. */
    close(): void {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type Dumps = ReturnType<typeof createDumps>;
