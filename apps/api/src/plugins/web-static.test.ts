import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startTestEtg } from '../../test/etg-emulator.ts';

/**
 * What the fake renderer does: index.html with a page holding its answer's title, asked through the API as
 * apps/web/src/prerender.tsx asks for a page's data; under /broken/ it fails, as a render can, and under /slow/ it
 * takes a second and a half, as a partner's search can. Under /stay/ it asks for a hotel's page (with no stay, so
 * refused) and shows the status of the answer.
 */
const RENDERER = `
export async function renderAnswered(path, send, template) {
  if (path.startsWith('/broken/')) throw new Error('render failed');
  const url = new URL(path, 'http://localhost');
  if (url.pathname.startsWith('/stay/')) {
    const asked = await send('/api/hotelPage', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return template.replace('<div id="root"></div>', '<div id="root" data-answered>status ' + asked.status + '</div>');
  }
  if (url.pathname.startsWith('/slow/')) await new Promise((resolve) => setTimeout(resolve, 1500));
  const id = url.pathname.split('/')[2];
  const answer = await send('/api/getPublication?id=' + id, { method: 'GET', headers: { Accept: 'application/json' } });
  if (!answer.ok) return undefined;
  const { title } = await answer.json();
  return template.replace('<div id="root"></div>', '<div id="root" data-answered><h1>' + title + ' rendered for ' + path + '</h1></div>');
}
`;

const ASSET = 'export const app = "the app";';
const NOT_FOUND_TITLE = '<title>Page not found · Bidstay</title>';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/**
 * A web build as apps/web/build/first-paint.ts leaves it: index.html, pages rendered ahead, the routes of the client
 * router with their pages and the records they show, the page of every other path, and the renderer of the pages
 * rendered with their answer (here publications stand in for hotels).
 */
function webBuild() {
  const root = mkdtempSync(join(tmpdir(), 'bidstay-web-'));
  mkdirSync(join(root, 'pages'));
  mkdirSync(join(root, 'ssr'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-Ab12.js'), ASSET);
  writeFileSync(join(root, 'assets', 'app-Ab12.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(root, 'assets', 'app-Ab12.js.gz'), gzipSync(ASSET));
  const page = (name: string) => `<!doctype html><div id="root">${name} rendered ahead</div>`;
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'favicon.svg'), ICON);
  // Files where no build puts any: under the API's paths, and deeper than the root outside the assets.
  for (const dir of ['api', 'sandbox', 'dev', join('pages', 'old')]) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'stray.json'), '{"stray":true}');
  }
  for (const name of ['home', 'city', 'blog']) writeFileSync(join(root, 'pages', `${name}.html`), page(name));
  writeFileSync(join(root, 'pages', 'not-found.html'), `<!doctype html>${NOT_FOUND_TITLE}${page('not found')}`);
  writeFileSync(join(root, 'pages', 'home.html.br'), brotliCompressSync(page('home')));
  writeFileSync(join(root, 'ssr', 'prerender.js'), RENDERER);
  const routes = {
    '/': { page: 'home.html' },
    '/home': { page: 'home.html' },
    '/signin': {},
    '/dashboard/mybids': {},
    '/city/:id': { page: 'city.html', shows: { record: 'region', param: 'id' } },
    '/hotel/:hotelId': { shows: { record: 'hotel', param: 'hotelId' } },
    '/blog/:id': { page: 'blog.html', answered: true, shows: { record: 'publication', param: 'id' } },
    '/news/:id': { page: 'blog.html', answered: true },
    '/broken/:id': { page: 'blog.html', answered: true },
    '/slow/:id': { page: 'blog.html', answered: true },
    '/stay/:id': { page: 'blog.html', answered: true },
    '/*': { page: 'not-found.html' },
  };
  writeFileSync(join(root, 'pages', 'pages.json'), JSON.stringify(routes));
  return root;
}

const BROWSE_LIMIT = 2;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let webRoot: string;
/** A city and a hotel of the catalogue, and the hotel's string id. */
let known: { city: number; hotel: number; hotelId: string };
beforeAll(async () => {
  webRoot = webBuild();
  etg = await startTestEtg({ hotelCount: 20 });
  t = await buildTestApp({ webRoot, etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: String(BROWSE_LIMIT) } });
  await t.app.services.publications.seed();
  const [city] = await t.app.services.hotels.regions();
  const [hotel] = await t.app.services.hotels.hotelIdsOfRegion(city!.id);
  const { id: hotelId } = await t.app.services.hotels.requireHotel(hotel!);
  known = { city: city!.id, hotel: hotel!, hotelId };
});
afterAll(async () => {
  await t.close();
  await etg.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('files of the web app', () => {
  it('sends a hashed asset as immutable, compressed to browsers that take it', async () => {
    const plain = await page('/assets/app-Ab12.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(ASSET);
    const compressed = await page('/assets/app-Ab12.js', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload).toEqual(brotliCompressSync(ASSET));
    const gzipped = await page('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET);
    const again = await page('/assets/app-Ab12.js', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('sends an asset a rebuild adds while the server runs', async () => {
    writeFileSync(join(webRoot, 'assets', 'app-Cd34.css'), 'body{color:red}');
    const response = await page('/assets/app-Cd34.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.body).toBe('body{color:red}');
  });

  it('answers an asset that is not there with a 404, not with a page', async () => {
    for (const url of ['/assets/app-Old1.js', '/assets/', '/assets/nested/app.js']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('sends a file of the root of the build, and no other file outside the assets', async () => {
    const icon = await page('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toBe(ICON);
    for (const url of ['/pages/pages.json', '/pages/old/stray.json', '/ssr/prerender.js']) {
      const response = await page(url);
      expect(response.body, url).not.toContain('stray');
      expect(response.body, url).not.toContain('"page"');
      expect(response.body, url).not.toContain('renderAnswered');
    }
  });

  it('never looks among the files for a path of the API, the sandbox or the dev tools', async () => {
    for (const url of ['/api/stray.json', '/sandbox/stray.json', '/dev/stray.json', '/api/no-such-route']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('sends nothing outside the assets for a path that climbs out of them', async () => {
    const outside = [
      '/assets/..%2Findex.html',
      '/assets/%2E%2E%2Fpages%2Fpages.json',
      '/assets/..%2Fssr%2Fprerender.js',
    ];
    for (const url of outside) {
      const response = await page(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('<div id="root"');
      expect(response.body, url).not.toContain('"page"');
      expect(response.body, url).not.toContain('renderAnswered');
      expect(response.json(), url).toHaveProperty('message');
    }
  });
});

describe('pages of the web app', () => {
  it('serves the page rendered ahead for its route, whatever the id and the query', async () => {
    for (const url of ['/', '/home', '/home?utm=1']) expect((await page(url)).body).toContain('home rendered ahead');
    for (const url of [`/city/${known.city}`, `/city/${known.city}/?checkin=2027-01-01&guests=2`]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('city rendered ahead');
    }
  });

  it('serves index.html to every other route of the client router, with or without a trailing slash', async () => {
    for (const url of [
      '/signin',
      '/signin/',
      '/dashboard/mybids?tab=active',
      `/hotel/${known.hotel}`,
      `/hotel/${known.hotelId}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('answers a path of no page with the page not found and a 404, not with the home page', async () => {
    for (const url of ['/does-not-exist', '/city', '/city/', '/city/1/more', '/signin/more', '/ssr/prerender.js']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain(NOT_FOUND_TITLE);
      expect(response.body, url).toContain('not found rendered ahead');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/does-not-exist' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('answers the page of an unknown hotel, city or post with the page not found and a 404', async () => {
    for (const url of [
      '/hotel/999999999',
      '/hotel/no-such-hotel?checkin=2027-01-01',
      '/city/999999999',
      '/city/abc',
      '/blog/does-not-exist',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(NOT_FOUND_TITLE);
    }
    for (const url of [`/hotel/${known.hotel}`, `/city/${known.city}`, '/blog/faq'])
      expect((await page(url)).statusCode, url).toBe(200);
  });

  it('sends a page as a rebuild has changed it, and its compressed copy too', async () => {
    const rebuilt = '<!doctype html><div id="root"></div><p>rebuilt</p>';
    const shell = join(webRoot, 'index.html');
    const original = readFileSync(shell);
    expect((await page('/signin', { 'accept-encoding': 'br' })).body).toBe(original.toString());
    writeFileSync(shell, rebuilt);
    writeFileSync(`${shell}.br`, brotliCompressSync(rebuilt));
    try {
      expect((await page('/signin')).body).toBe(rebuilt);
      const compressed = await page('/signin', { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(rebuilt);
    } finally {
      writeFileSync(shell, original);
      rmSync(`${shell}.br`);
    }
    expect((await page('/signin', { 'accept-encoding': 'br' })).body).toBe(original.toString());
  });

  it('answers HEAD for a page as GET does, without the body', async () => {
    for (const url of ['/signin', `/city/${known.city}`, '/blog/faq']) {
      const response = await t.app.inject({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('sends the compressed copy of a page to browsers that take it', async () => {
    const response = await page('/home', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("renders a page with what it shows first, for its URL, into the build's index.html", async () => {
    const url = '/blog/faq?checkin=2027-01-01';
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toBe(
      `<!doctype html><div id="root" data-answered><h1>Frequently asked questions rendered for ${url}</h1></div>`,
    );
    const gzipped = await page(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(response.body);
    expect((await page('/blog/faq')).body).toContain('rendered for /blog/faq</h1>');
  });

  it('sends the page rendered ahead when the answer is not there or the render fails', async () => {
    expect((await page('/news/no-such-post')).body).toContain('blog rendered ahead');
    const failed = await page('/broken/faq');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('blog rendered ahead');
  });

  it('sends the page rendered ahead when the render takes over a second, and the render, once done, next', async () => {
    expect((await page('/slow/faq')).body).toContain('blog rendered ahead');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await page('/slow/faq')).body).toContain('Frequently asked questions rendered for /slow/faq');
  });

  it('renders at most 60 pages a minute for one client, then sends the pages rendered ahead; kept pages go on', async () => {
    for (let index = 0; index < 60; index += 1) await page(`/news/no-such-post-${index}`);
    const limited = await page('/blog/about');
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain('blog rendered ahead');
    expect((await page('/blog/faq')).body).toContain('data-answered');
  });

  it("asks the API for a page's answers from the visitor's address, within that visitor's limits", async () => {
    const visit = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    const first = ['/stay/1', '/stay/2', '/stay/3'];
    const answers = [];
    for (const url of first) answers.push((await visit(url, '10.40.0.1')).body);
    expect(answers).toEqual(
      first.map((_, index) => expect.stringContaining(index < BROWSE_LIMIT ? 'status 400' : 'status 429')),
    );
    expect((await visit('/stay/4', '10.40.0.2')).body).toContain('status 400');
  });

  it('sends the page rendered ahead when the renderer does not load, and renders again once a rebuild mends it', async () => {
    // Another client than the tests' own, which the test before has brought to its limit of renders.
    const visit = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.2' });
    const entry = join(webRoot, 'ssr', 'prerender.js');
    writeFileSync(entry, 'export async function renderAnswered( {');
    try {
      const broken = await visit('/blog/faq?renderer=broken');
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('blog rendered ahead');
    } finally {
      writeFileSync(entry, RENDERER);
      utimesSync(entry, new Date(), new Date(Date.now() + 1_000));
    }
    expect((await visit('/blog/faq?renderer=mended')).body).toContain('data-answered');
  });
});
