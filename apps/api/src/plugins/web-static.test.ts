import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** A web build as apps/web/build/first-paint.ts leaves it: index.html, and pages rendered ahead with their routes. */
function webBuild() {
  const root = mkdtempSync(join(tmpdir(), 'bidstay-web-'));
  mkdirSync(join(root, 'pages'));
  const page = (name: string) => `<!doctype html><div id="root">${name} rendered ahead</div>`;
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const name of ['home', 'city']) writeFileSync(join(root, 'pages', `${name}.html`), page(name));
  writeFileSync(join(root, 'pages', 'home.html.br'), brotliCompressSync(page('home')));
  const routes = { '/': 'home.html', '/home': 'home.html', '/city/:id': 'city.html' };
  writeFileSync(join(root, 'pages', 'pages.json'), JSON.stringify(routes));
  return root;
}

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = webBuild();
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('pages of the web app', () => {
  it('serves the page rendered ahead for its route, whatever the id and the query', async () => {
    for (const url of ['/', '/home', '/home?utm=1']) expect((await page(url)).body).toContain('home rendered ahead');
    for (const url of ['/city/123', '/city/abc?checkin=2027-01-01&guests=2']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('city rendered ahead');
    }
  });

  it('serves index.html to every other route of the client router', async () => {
    for (const url of ['/city', '/city/', '/city/1/more', '/signin', '/dashboard/mybids', '/hotel/1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('sends the compressed copy of a page to browsers that take it', async () => {
    const response = await page('/home', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
