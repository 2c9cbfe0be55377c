import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What the web build's renderer (apps/web/src/prerender.tsx, built into ssr/) exports for the API. */
type Renderer = { renderAnswered(path: string, body: ArrayBuffer): Promise<string> };

/** A route of pages/pages.json whose page is rendered with an answer, and the path's values of its parameters. */
export type AnsweredRoute = { answer: string; params: Record<string, string> };

export type RenderedPage = { body: Buffer; gzip: Buffer };

/** The answers such pages are rendered with are the catalogue's, which changes with an import: kept ten minutes. */
const KEPT_MS = 10 * 60_000;
const MAX_KEPT = 1_000;

/** The answer's URL with the path's values in place of its `:parameters`. */
const answerUrl = ({ answer, params }: AnsweredRoute) =>
  answer.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * Pages the API renders when asked, with the answer the page asks for first (apps/web/src/prerender.tsx names it), so
 * the browser paints their content before the app has loaded rather than a skeleton. The page is marked
 * `data-answered`: the app's first render waits for that answer (apps/web/src/main.tsx). A page is rendered for its
 * path alone (what the query changes, such as the stay's dates, the server leaves out, as it does at build time) and
 * kept ten minutes, so that a stream of distinct queries renders nothing more. A page whose answer is not a 200 or
 * whose render fails is undefined, and the caller sends the page rendered ahead.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string, log: FastifyBaseLogger) {
  const entry = join(webRoot, 'ssr', 'prerender.js');
  /** The renderer of the build that is there: a rebuild, like the files, needs no restart. */
  let renderer: { build: number; module: Promise<Renderer> } | undefined;
  const kept = new Map<string, { at: number; page: Promise<RenderedPage | undefined> }>();

  function rendererOf(build: number) {
    if (renderer?.build !== build) {
      const module = import(`${pathToFileURL(entry).href}?build=${build}`) as Promise<Renderer>;
      renderer = { build, module };
    }
    return renderer.module;
  }

  async function render(pathname: string, route: AnsweredRoute, build: number): Promise<RenderedPage | undefined> {
    const answer = await app.inject({ method: 'GET', url: answerUrl(route) });
    if (answer.statusCode !== 200) return undefined;
    const body = answer.rawPayload;
    const markup = await (await rendererOf(build)).renderAnswered(pathname, new Uint8Array(body).buffer);
    // A function, so that the markup's `$&` or `$$` (a hotel's text may hold them) is not read as a pattern.
    const html = readFileSync(join(webRoot, 'index.html'), 'utf8').replace(
      '<div id="root"></div>',
      () => `<div id="root" inert data-answered>${markup}</div>`,
    );
    const page = Buffer.from(html);
    return { body: page, gzip: gzipSync(page) };
  }

  return {
    /**
     * The page at `pathname` rendered with its answer; undefined where the web build has no renderer, or where the
     * page is not kept and `mayRender` says no.
     */
    async page(
      pathname: string,
      route: AnsweredRoute,
      mayRender: () => Promise<boolean>,
    ): Promise<RenderedPage | undefined> {
      const build = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
      if (build === undefined) return undefined;
      const key = `${build}:${pathname}`;
      const fresh = () => {
        const hit = kept.get(key);
        return hit && Date.now() - hit.at < KEPT_MS ? hit.page : undefined;
      };
      const known = fresh();
      if (known) return known;
      if (!(await mayRender())) return undefined;
      // Another request may have rendered it meanwhile.
      const rendered = fresh();
      if (rendered) return rendered;
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      const page = render(pathname, route, build).catch((error: unknown) => {
        log.error({ err: error, pathname }, 'page not rendered with its answer: sending the page rendered ahead');
        return undefined;
      });
      kept.set(key, { at: Date.now(), page });
      return page;
    },
  };
}
