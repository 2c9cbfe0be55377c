import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { tilesEmulator } from './plugin.ts';
import { renderTile, tileCorner } from './tile.ts';

describe('sandbox map tiles', () => {
  it('finds the north-west corner of a tile in Web Mercator', () => {
    expect(tileCorner({ z: 0, x: 0, y: 0 })).toEqual({ latitude: 85.05113, longitude: -180 });
    expect(tileCorner({ z: 1, x: 1, y: 1 })).toEqual({ latitude: 0, longitude: 0 });
    expect(tileCorner({ z: 12, x: 2253, y: 1204 })).toEqual({ latitude: 59.3556, longitude: 18.01758 });
  });

  it('draws a 256 px square SVG that names its tile and its corner', () => {
    const svg = renderTile({ z: 12, x: 2253, y: 1204 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain('12/2253/1204');
    expect(svg).toContain('59.3556, 18.01758');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws the same tile the same way, and other tiles otherwise', () => {
    const tile = { z: 5, x: 17, y: 9 };
    expect(renderTile(tile)).toBe(renderTile({ ...tile }));
    expect(renderTile({ ...tile, x: 18 })).not.toBe(renderTile(tile));
  });

  it('serves tiles as cacheable SVG images, and no tile outside the world', async () => {
    const app = Fastify();
    await app.register(tilesEmulator, { prefix: '/sandbox/tiles' });
    const tile = await app.inject('/sandbox/tiles/3/4/2.svg');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.headers['cache-control']).toContain('immutable');
    expect(tile.body).toBe(renderTile({ z: 3, x: 4, y: 2 }));
    for (const outside of ['3/8/2.svg', '3/4/8.svg', '20/0/0.svg', '3/4/2.png', 'a/b/c.svg']) {
      expect((await app.inject(`/sandbox/tiles/${outside}`)).statusCode, outside).toBe(404);
    }
    await app.close();
  });
});
