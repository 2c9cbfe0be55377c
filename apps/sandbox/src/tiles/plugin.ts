import type { FastifyInstance } from 'fastify';
import { isTile, renderTile } from './tile.ts';

const TILE_FILE = /^(\d{1,6})\.svg$/;

/** Map tiles under `<prefix>/{z}/{x}/{y}.svg`, drawn on request: maps work offline, with no tile server. */
export async function tilesEmulator(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { z: string; x: string; file: string } }>('/:z/:x/:file', async (request, reply) => {
    const { z, x, file } = request.params;
    const y = TILE_FILE.exec(file)?.[1];
    const tile = { z: Number(z), x: Number(x), y: Number(y) };
    if (!/^\d+$/.test(z) || !/^\d+$/.test(x) || y === undefined || !isTile(tile)) {
      return reply.code(404).send({ error: 'not_found' });
    }
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(renderTile(tile));
  });
}
