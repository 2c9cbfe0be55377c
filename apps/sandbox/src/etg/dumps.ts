import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue } from './catalogue/index.ts';
import { regionContent } from './catalogue/regions.ts';
import { hotelReviews } from './catalogue/reviews.ts';
import type { Clock } from './time.ts';
import { utcText } from './time.ts';

export type DumpKind = 'hotels' | 'regions' | 'reviews';

const LIFETIME_MS = 3_600_000;

function* lines(catalogue: Catalogue, kind: DumpKind): Generator<string> {
  if (kind === 'regions') {
    for (const region of catalogue.regions) yield `${JSON.stringify(regionContent(region))}\n`;
    return;
  }
  for (const hotel of catalogue.hotels) {
    yield `${JSON.stringify(kind === 'hotels' ? hotel : hotelReviews(hotel))}\n`;
  }
}

/**
 * ETG's dumps are Zstd-compressed JSON Lines; Node 20's zlib has no Zstd, so the emulator
 * serves the same lines gzip-compressed, streamed from a URL that expires after an hour.
 */
export function createDumps(catalogue: Catalogue, clock: Clock) {
  const links = new Map<string, { kind: DumpKind; expiresAt: number }>();
  const lastUpdate = utcText(clock.now());
  return {
    issue(request: FastifyRequest, basePath: string, kind: DumpKind) {
      const now = clock.now().getTime();
      for (const [token, link] of links) if (link.expiresAt <= now) links.delete(token);
      const token = randomUUID();
      links.set(token, { kind, expiresAt: now + LIFETIME_MS });
      return {
        url: `${request.protocol}://${request.host}${basePath}/dumps/${kind}/${token}.jsonl.gz`,
        last_update: lastUpdate,
      };
    },
    register(app: FastifyInstance): void {
      app.get<{ Params: { kind: string; file: string } }>('/dumps/:kind/:file', async (request, reply) => {
        const link = links.get(request.params.file.replace(/\.jsonl\.gz$/, ''));
        if (!link || link.kind !== request.params.kind || link.expiresAt <= clock.now().getTime()) {
          return reply.code(404).send({ error: 'not_found' });
        }
        const stream = Readable.from(lines(catalogue, link.kind)).pipe(createGzip());
        return reply
          .type('application/gzip')
          .header('Content-Disposition', `attachment; filename="${link.kind}.jsonl.gz"`)
          .send(stream);
      });
    },
  };
}

export type Dumps = ReturnType<typeof createDumps>;
