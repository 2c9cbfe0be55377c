import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import type { RenderedApp } from '../src/page-html';
import type { ShownRecord } from '../src/prerender';

/** What src/prerender.tsx exports. */
type Prerender = {
  prerenderedPages: { name: string; patterns: string[]; path: string; firstScreen?: unknown }[];
  clientRoutes: string[];
  shownRecords: Record<string, ShownRecord>;
  renderedLocales: readonly string[];
  render(path: string, locale: string): Promise<RenderedApp>;
  pageHtml(template: string, app: RenderedApp): string;
  inLanguage(template: string, locale: string): string;
};

const DEFAULT_LOCALE = 'en';

/** A page's file in `locale`: `home.html` in English, `home.sv.html` in Swedish (the API's web-static.ts reads them). */
const fileIn = (name: string, locale: string) =>
  locale === DEFAULT_LOCALE ? `${name}.html` : `${name}.${locale}.html`;

/** A route of pages/pages.json; one with no page is sent index.html. */
type PageRoute = { page?: string; answered?: true; shows?: ShownRecord };

/**
 * Where the server finds the pages rendered at build time, with pages/pages.json naming every route of the app, and
 * for each its page where it has one rendered ahead, whether that page is also rendered when asked, with what it shows
 * first (`answered`), and the record the route `shows`; `/*` names the page of every other path. ssr/ holds the
 * renderer (not served).
 */
export const PAGES_DIR = 'pages';
export const PAGES_INDEX = 'pages.json';
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'prerender.js';

const THEME_ENTRY = '/src/app/shell/theme-boot.ts';

const hashed = (content: string) => createHash('sha256').update(content).digest('base64url').slice(0, 8);

/** The colour-mode script, built apart as one classic script: it must run before the first paint, so it blocks. */
async function buildThemeScript(config: InlineConfig, work: string) {
  const outDir = join(work, 'theme');
  await build({
    ...config,
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      lib: {
        entry: 'src/app/shell/theme-boot.ts',
        formats: ['iife'],
        name: 'bidstayTheme',
        fileName: () => 'theme.js',
      },
    },
  });
  return readFileSync(join(outDir, 'theme.js'), 'utf8');
}

/**
 * The renderer, kept in the build for the API, which renders some pages when asked. One file: the API loads each
 * build's renderer by a URL of its own, and a chunk importing the entry by its plain path would load a second copy.
 */
async function buildPrerender(config: InlineConfig, outDir: string): Promise<Prerender> {
  const rolldownOptions = { ...config.build?.rolldownOptions, output: { codeSplitting: false } };
  await build({
    ...config,
    ssr: { noExternal: true },
    build: {
      ...config.build,
      rolldownOptions,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      ssr: 'src/prerender.tsx',
    },
  });
  return (await import(pathToFileURL(join(outDir, SSR_ENTRY)).href)) as Prerender;
}

/**
 * What the browser paints before the app's code has loaded: the colour mode, set by a blocking script in every
 * page's head, and the first screen of the pages a first visit starts on most (src/prerender.tsx), rendered into
 * copies of index.html under dist/pages, inert until the app replaces it (src/main.tsx), with dist/pages/pages.json
 * naming the routes each one serves. The renderer stays in dist/ssr for the pages the API renders when asked.
 */
export function firstPaint(shared: InlineConfig): Plugin {
  let root = '';
  let outDir = '';
  let building = false;
  return {
    name: 'bidstay-first-paint',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    /** The dev server renders nothing ahead: the colour mode is set by the same module, before the app's. */
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, { server }) =>
        server && [{ tag: 'script', attrs: { type: 'module', src: THEME_ENTRY }, injectTo: 'head' }],
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!building) return;
        const work = mkdtempSync(join(tmpdir(), 'bidstay-first-paint-'));
        const config: InlineConfig = { ...shared, root, configFile: false, logLevel: 'warn' };
        try {
          const theme = await buildThemeScript(config, work);
          const themeFile = `assets/theme-${hashed(theme)}.js`;
          writeFileSync(join(outDir, themeFile), theme);
          const template = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
            '</head>',
            `  <script src="/${themeFile}"></script>\n  </head>`,
          );
          writeFileSync(join(outDir, 'index.html'), template);

          const prerender = await buildPrerender(config, join(outDir, SSR_DIR));
          const { prerenderedPages, clientRoutes, shownRecords, renderedLocales, render, pageHtml, inLanguage } =
            prerender;
          mkdirSync(join(outDir, PAGES_DIR), { recursive: true });
          const routes: Record<string, PageRoute> = {};
          for (const pattern of clientRoutes) {
            const shows = shownRecords[pattern];
            routes[pattern] = shows ? { shows } : {};
          }
          for (const locale of renderedLocales) {
            writeFileSync(join(outDir, PAGES_DIR, fileIn('index', locale)), inLanguage(template, locale));
            for (const { name, path } of prerenderedPages) {
              writeFileSync(
                join(outDir, PAGES_DIR, fileIn(name, locale)),
                pageHtml(template, await render(path, locale)),
              );
            }
          }
          for (const { name, patterns, firstScreen } of prerenderedPages) {
            const answered = firstScreen ? { answered: true as const } : {};
            for (const pattern of patterns) routes[pattern] = { ...routes[pattern], page: `${name}.html`, ...answered };
          }
          writeFileSync(join(outDir, PAGES_DIR, PAGES_INDEX), `${JSON.stringify(routes, null, 2)}\n`);
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
}
