import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';

/** Real partner and Stripe keys, so the only emulator a sandboxed app mounts is the tiles'. */
const REAL_PARTIES = {
  ETG_KEY_ID: '1',
  ETG_API_KEY: 'key',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

const imgSrc = (csp: string | undefined) => csp?.match(/img-src [^;]*/)?.[0];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('map tiles', () => {
  it('serves the sandbox tiles and names them in the map config when no tile server is set', async () => {
    t = await buildTestApp({ env: REAL_PARTIES, sandbox: true });
    const config = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json().tilesUrl).toBe('/sandbox/tiles/{z}/{x}/{y}.svg');
    const tile = await t.app.inject({ method: 'GET', url: '/sandbox/tiles/12/2253/1204.svg' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toMatch(/^<svg [^>]*width="256" height="256"/);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(imgSrc(page.headers['content-security-policy'] as string)).toBe("img-src 'self' data:");
  });

  it('names MAP_TILES_URL in the map config, lets pages load its images, and mounts no sandbox tiles', async () => {
    const tilesUrl = 'https://{s}.tiles.example.com/styles/{z}/{x}/{y}.png';
    t = await buildTestApp({ env: { ...REAL_PARTIES, MAP_TILES_URL: tilesUrl }, sandbox: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/map/config' })).json()).toMatchObject({
      tilesUrl,
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(imgSrc(page.headers['content-security-policy'] as string)).toBe(
      "img-src 'self' data: https://*.tiles.example.com",
    );
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/tiles/1/0/0.svg' })).statusCode).toBe(404);
  });

  it("takes OpenStreetMap's tiles in production and refuses a tile address it cannot use", () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SANDBOX: 'true',
      PUBLIC_URL: 'https://demo.bidstay.example',
      JWT_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp',
    });
    expect(production.mapTilesUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    for (const bad of ['ftp://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com/{z}/{x}.png']) {
      expect(() => loadConfig({ MAP_TILES_URL: bad, DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) })).toThrow(
        ConfigError,
      );
    }
  });
});
