import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** The module each route loads lazily (apps/web/src/app/routes/lazy-pages.tsx). */
const ROUTE_MODULES: Record<string, string> = {
  '/home': 'src/features/hotels/pages/home-page.tsx',
  '/city/:id': 'src/app/routes/hotel-routes.tsx',
  '/hotel/:hotelId': 'src/app/routes/hotel-routes.tsx',
  '/signin': 'src/app/routes/sign-in-route.tsx',
};

export type RouteBundle = { route: string; files: number; rawKb: number; gzipKb: number };

type Manifest = Record<string, { file: string }>;

const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'`;()]*?from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

/** The chunk of a source module: from the manifest when the build writes one, else by its file name. */
function chunkOf(module: string, assets: string[]): string | undefined {
  const manifestFile = join(WEB_DIST, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const entry = (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)[module];
    return entry && basename(entry.file);
  }
  const name = basename(module).replace(/\.tsx?$/, '');
  return assets.find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(WEB_DIST, 'assets', file), 'utf8');
  for (const [, imported] of code.matchAll(STATIC_IMPORT)) closure(imported!, seen);
}

/** JavaScript of a first load of each route: index.html's module scripts and preloads, plus the route's chunk. */
export function routeBundles(): RouteBundle[] {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const assets = readdirSync(join(WEB_DIST, 'assets'));
  const entry = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1]!);
  return Object.entries(ROUTE_MODULES).map(([route, module]) => {
    const chunk = chunkOf(module, assets);
    if (!chunk) throw new Error(`no chunk for ${module} in ${WEB_DIST}`);
    const files = new Set<string>();
    for (const file of [...entry, chunk]) closure(file, files);
    const bytes = [...files].map((file) => readFileSync(join(WEB_DIST, 'assets', file)));
    const kb = (sizes: number[]) => Math.round(sizes.reduce((sum, size) => sum + size, 0) / 102.4) / 10;
    return {
      route,
      files: files.size,
      rawKb: kb(bytes.map((b) => b.length)),
      gzipKb: kb(bytes.map((b) => gzipSync(b).length)),
    };
  });
}
