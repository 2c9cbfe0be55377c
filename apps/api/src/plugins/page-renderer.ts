import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How the renderer's requests reach the API: a fetch, which the API answers itself. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * What the web build's renderer (apps/web/src/prerender.tsx, built into ssr/) exports for the API: the page at `path`,
 * index.html (`template`) with the app rendered into it.
 */
type Renderer = {
  renderAnswered(path: string, send: Transport, template: string, locale: string): Promise<string | undefined>;
};

export type RenderedPage = { body: Buffer; gzip: Buffer };

/** A page rendered or being rendered, and once it is, what came of it. */
type KeptPage = { at: number; page: Promise<RenderedPage | undefined>; settled?: { page: RenderedPage | undefined } };

/** A rendered page shows a city's rates, kept as long as the partner's search they come from (search-cache.ts). */
const KEPT_MS = 60_000;
const MAX_KEPT = 1_000;
/**
 * How long a page waits for its render, which may wait for a partner's search: then it goes out as rendered ahead,
 * and the render, finished, is kept for the next visitor.
 */
const RENDER_WAIT_MS = 1_000;

/**
 * Pages the API renders when asked, with what they show first (apps/web/src/prerender.tsx asks for it, through the
 * API itself), so the browser paints their content before the app has loaded rather than a skeleton: a hotel, a
 * city's cheapest hotels for the stay, under its own title. The renderer marks the page `data-answered`: the app's
 * first render waits for the same answers (apps/web/src/main.tsx). A page is rendered for its URL, the stay in its
 * query included, and kept a minute, so that a stream of the same URL renders nothing more. A page whose answers fail,
 * whose render fails or is not done in a second is undefined, and the caller sends the page rendered ahead.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string, log: FastifyBaseLogger) {
  const entry = join(webRoot, 'ssr', 'prerender.js');
  /** The renderer of the build that is there: a rebuild, like the files, needs no restart. */
  let renderer: { build: number; module: Promise<Renderer> } | undefined;
  const kept = new Map<string, KeptPage>();

  function rendererOf(build: number) {
    if (renderer?.build !== build) {
      const module = import(`${pathToFileURL(entry).href}?build=${build}`) as Promise<Renderer>;
      renderer = { build, module };
    }
    return renderer.module;
  }
  // Loaded at start, so that the first page asked for does not wait for the module on top of its answers.
  const built = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
  if (built !== undefined) void rendererOf(built).catch(() => undefined);

  /**
   * The renderer's requests, answered by the API as the visitor's browser's would be, without its session: from the
   * visitor's address, so that they count against the visitor's limits, not against one shared by every visitor.
   */
  const sendFor =
    (visitorAddress: string): Transport =>
    async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        remoteAddress: visitorAddress,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      });
      const type = answer.headers['content-type'];
      // A Response takes no body, not even an empty one, for a 204 or a 304.
      return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
        status: answer.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    };

  async function render(
    url: string,
    locale: string,
    build: number,
    visitorAddress: string,
  ): Promise<RenderedPage | undefined> {
    const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
    // The renderer's module may fail to load as well as the render itself (a broken build).
    const html = await rendererOf(build)
      .then((renderer) => renderer.renderAnswered(url, sendFor(visitorAddress), template, locale))
      .catch((error: unknown) => log.error({ err: error, url }, 'page not rendered: sending the page rendered ahead'));
    if (html === undefined) return undefined;
    const page = Buffer.from(html);
    return { body: page, gzip: gzipSync(page) };
  }

  /** A render settled, or else the render raced with RENDER_WAIT_MS: undefined when that comes first. */
  function waited(rendering: KeptPage): RenderedPage | undefined | Promise<RenderedPage | undefined> {
    if (rendering.settled) return rendering.settled.page;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, RENDER_WAIT_MS, undefined)));
    return Promise.race([rendering.page, timeout]).finally(() => clearTimeout(timer));
  }

  return {
    /**
     * The page at `url` rendered in `locale` with what it shows first; undefined where the web build has no renderer, where the
     * page is not kept and `mayRender` says no, or where it is not rendered within RENDER_WAIT_MS. A render asks the
     * API from `visitorAddress`.
     */
    async page(
      url: string,
      locale: string,
      visitorAddress: string,
      mayRender: () => Promise<boolean>,
    ): Promise<RenderedPage | undefined> {
      const build = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
      if (build === undefined) return undefined;
      const key = `${build}:${locale}:${url}`;
      const fresh = () => {
        const hit = kept.get(key);
        return hit && Date.now() - hit.at < KEPT_MS ? hit : undefined;
      };
      const known = fresh();
      if (known) return waited(known);
      if (!(await mayRender())) return undefined;
      // Another request may have rendered it meanwhile.
      const rendered = fresh();
      if (rendered) return waited(rendered);
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      const rendering: KeptPage = { at: Date.now(), page: render(url, locale, build, visitorAddress) };
      void rendering.page.then((page) => (rendering.settled = { page }));
      kept.set(key, rendering);
      return waited(rendering);
    },
  };
}
